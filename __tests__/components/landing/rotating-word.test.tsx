import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { RotatingWord, RotatingWordImages } from '@/components/landing/rotating-word'
import { resetRotatingIndexesForTests } from '@/components/landing/rotating-word-sync'
import { HOW_IT_WORKS_WORDS } from '@/lib/rotating-words'
import { ROTATING_WORD_MS, TYPING_MS_PER_CHAR } from '@/lib/timing'
import { stubMatchMedia, unstubMatchMedia } from '../../helpers/intersection-observer'

function shownWord(container: HTMLElement) {
  return container.querySelector('[data-word]')?.textContent
}

beforeEach(() => {
  jest.useFakeTimers()
  resetRotatingIndexesForTests()
})

afterEach(() => {
  jest.useRealTimers()
  unstubMatchMedia()
})

describe('RotatingWord', () => {
  it('server-renders the first word whole, reserving the longest word’s width', () => {
    const html = renderToString(<RotatingWord words={HOW_IT_WORKS_WORDS} />)
    expect(html).toContain('>Gyms</span>')
    expect(html).toContain('data-longest="Martial Arts"')
  })

  it('gives assistive technology the whole list once and hides the animation', () => {
    const { container } = render(
      <h3>
        Discover <RotatingWord words={HOW_IT_WORKS_WORDS} />
      </h3>,
    )
    expect(screen.getByRole('heading')).toHaveAccessibleName(
      'Discover Gyms, Swimming, Yoga, Martial Arts, Dance, Fitness',
    )
    expect(container.querySelector('[data-word]')).toHaveAttribute('aria-hidden', 'true')
  })

  it('types the next word every 3000 ms at 70 ms a character', () => {
    const { container } = render(<RotatingWord words={HOW_IT_WORKS_WORDS} />)
    expect(shownWord(container)).toBe('Gyms')
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS - 1))
    expect(shownWord(container)).toBe('Gyms')
    act(() => jest.advanceTimersByTime(1))
    expect(shownWord(container)).toBe('S')
    act(() => jest.advanceTimersByTime(TYPING_MS_PER_CHAR))
    expect(shownWord(container)).toBe('Sw')
    act(() => jest.advanceTimersByTime(TYPING_MS_PER_CHAR * 6))
    expect(shownWord(container)).toBe('Swimming')
    act(() => jest.advanceTimersByTime(TYPING_MS_PER_CHAR * 10))
    expect(shownWord(container)).toBe('Swimming')
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS))
    expect(shownWord(container)?.startsWith('Y')).toBe(true)
  })

  it('wraps around after the last word', () => {
    const { container } = render(<RotatingWord words={['One', 'Two']} />)
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS))
    expect(shownWord(container)).toBe('T')
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS))
    expect(shownWord(container)).toBe('O')
    act(() => jest.advanceTimersByTime(TYPING_MS_PER_CHAR * 2))
    expect(shownWord(container)).toBe('One')
  })

  it('stays on the first word under prefers-reduced-motion', () => {
    stubMatchMedia({ reducedMotion: true })
    const { container } = render(<RotatingWord words={HOW_IT_WORKS_WORDS} />)
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS * 3))
    expect(shownWord(container)).toBe('Gyms')
  })

  it('drives RotatingWordImages with the same syncId', () => {
    const { container } = render(
      <>
        <RotatingWordImages syncId="step-2" images={[<b key="a">A</b>, <b key="b">B</b>]} />
        <RotatingWord words={['One', 'Two']} syncId="step-2" />
      </>,
    )
    const active = () => container.querySelector('[data-active="true"]')?.textContent
    expect(active()).toBe('A')
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS))
    expect(active()).toBe('B')
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS))
    expect(active()).toBe('A')
  })
})
