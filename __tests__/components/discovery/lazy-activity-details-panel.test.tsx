import { act, fireEvent, render, screen } from '@testing-library/react'
import { purchaseConfigOf } from '@/lib/pricing/purchase-config'

let failures = 0
jest.mock('@/components/discovery/activity-details-panel', () => {
  if (failures > 0) {
    failures -= 1
    throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/details.js'), {
      type: 'missing',
    })
  }
  return {
    ActivityDetailsPanel: ({ activityId }: { activityId: string }) => (
      <p>Details of activity {activityId}</p>
    ),
  }
})

import { LazyActivityDetailsPanel } from '@/components/discovery/lazy-activity-details-panel'

const props = {
  activityId: '42',
  city: 'london',
  purchase: purchaseConfigOf({
    landingVariant: 'product',
    variant: 'DISCOVERY',
    page: {
      signUpUrl: 'https://account.move.test/signup',
      continueUrl: 'https://account.move.test/continue',
      entryContext: 'city_landing',
    },
  }),
  onFocusAddress: () => {},
}

describe('LazyActivityDetailsPanel', () => {
  afterEach(() => jest.resetModules())

  it('loads the details view as a chunk, with a retry when it fails', async () => {
    failures = 1
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(<LazyActivityDetailsPanel {...props} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Loading chunk activity-details failed (missing). The activity's details could not load.",
    )
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Loading chunk activity-details failed\./),
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    })
    expect(await screen.findByText('Details of activity 42')).toBeInTheDocument()
    warn.mockRestore()
  })
})
