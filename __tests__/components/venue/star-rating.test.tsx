import { render, screen } from '@testing-library/react'
import { DEFAULT_RATING_SCORE, StarRating } from '@/components/venue/star-rating'
import { STAR_ROW_ID } from '@/components/ui/star-row'

/** The gold layer's width: the share of the five stars that is filled. */
function filled(container: HTMLElement): { stars: string | null; width: string } {
  const stars = container.querySelector('[data-stars]')
  const fill = stars?.querySelector('span') as HTMLElement | null
  return { stars: stars?.getAttribute('data-stars') ?? null, width: fill?.style.width ?? '' }
}

describe('StarRating (spec §2, §9)', () => {
  it.each([
    [0, 0, 'No ratings'],
    [0.5, 0.5, 'Rated 0.5 / 10'],
    [1, 0.5, 'Rated 1.0 / 10'],
    [1.5, 1, 'Rated 1.5 / 10'],
    [2, 1, 'Rated 2.0 / 10'],
    [2.5, 1.5, 'Rated 2.5 / 10'],
    [3, 1.5, 'Rated 3.0 / 10'],
    [3.5, 2, 'Rated 3.5 / 10'],
    [4, 2, 'Rated 4.0 / 10'],
    [4.5, 2.5, 'Rated 4.5 / 10'],
    [5, 2.5, 'Rated 5.0 / 10'],
    [5.5, 3, 'Rated 5.5 / 10'],
    [6, 3, 'Rated 6.0 / 10'],
    [6.5, 3.5, 'Rated 6.5 / 10'],
    [7, 3.5, 'Rated 7.0 / 10'],
    [7.5, 4, 'Rated 7.5 / 10'],
    [8, 4, 'Rated 8.0 / 10'],
    [8.5, 4.5, 'Rated 8.5 / 10'],
    [8.64, 4.5, 'Rated 8.6 / 10'],
    [9, 4.5, 'Rated 9.0 / 10'],
    [9.5, 5, 'Rated 9.5 / 10'],
    [10, 5, 'Rated 10.0 / 10'],
    [12, 5, 'Rated 10.0 / 10'],
    [-2, 0, 'No ratings'],
    [Number.NaN, 0, 'No ratings'],
  ])('score %p → %p stars, %p', (score, stars, label) => {
    const { container } = render(<StarRating score={score} />)
    const rating = screen.getByRole('img', { name: label })
    expect(rating).toHaveAttribute('title', label)
    expect(screen.getByLabelText(label)).toBe(rating)
    expect(rating).toHaveTextContent(label)
    expect(filled(container)).toEqual({ stars: String(stars), width: `${(stars / 5) * 100}%` })
  })

  it('defaults to 9 out of 10 (spec §9)', () => {
    expect(DEFAULT_RATING_SCORE).toBe(9)
    const { container } = render(<StarRating />)
    expect(screen.getByRole('img', { name: 'Rated 9.0 / 10' })).toBeInTheDocument()
    expect(filled(container).stars).toBe('4.5')
  })

  it.each(['small', 'default', 'large'] as const)('has the %s size', (size) => {
    render(<StarRating score={7} size={size} />)
    const rating = screen.getByRole('img', { name: 'Rated 7.0 / 10' })
    expect(rating).toHaveAttribute('data-size', size)
    expect(rating.querySelector('[data-stars]')).toHaveAttribute('data-size', size)
  })

  it('shows five empty stars for no ratings', () => {
    const { container } = render(<StarRating score={0} />)
    expect(container.querySelectorAll('svg')).toHaveLength(2)
    // Both rows draw the page's one star-row path (five stars): grey, and gold in the fill.
    const rows = [...container.querySelectorAll('svg use')]
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `#${STAR_ROW_ID}`,
      `#${STAR_ROW_ID}`,
    ])
    expect(rows[1]!.closest('.stars-fill')).not.toBeNull()
    expect(filled(container).width).toBe('0%')
  })
})
