import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { PageView } from '@/components/analytics/page-view'
import { getAnalytics, resetAnalyticsForTests } from '@/lib/analytics/client'

jest.mock('next/navigation', () => ({ usePathname: () => '/london' }))

describe('PageView', () => {
  it('reports the current path once on load (even under Strict Mode) and renders nothing', () => {
    resetAnalyticsForTests()
    const page = jest.spyOn(getAnalytics(), 'page')
    const { container } = render(
      <StrictMode>
        <PageView />
      </StrictMode>,
    )
    expect(container).toBeEmptyDOMElement()
    expect(page).toHaveBeenCalledTimes(1)
    expect(page).toHaveBeenCalledWith('/london')
  })
})
