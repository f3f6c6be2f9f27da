import { render } from '@testing-library/react'
import { STAR_ROW_ID, STAR_ROW_PATH, StarRowDefinition } from '@/components/ui/star-row'

describe('StarRowDefinition', () => {
  it('defines the star-row path once, hidden, for every rating to <use>', () => {
    const { container } = render(<StarRowDefinition />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveClass('visually-hidden')
    const path = svg.querySelector(`#${STAR_ROW_ID}`)!
    expect(path.tagName).toBe('path')
    expect(path).toHaveAttribute('d', STAR_ROW_PATH)
    expect(path).not.toHaveAttribute('fill')
  })
})
