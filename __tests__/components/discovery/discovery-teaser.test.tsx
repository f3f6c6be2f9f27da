import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { DiscoveryTeaser } from '@/components/discovery/discovery-teaser'
import { resetRotatingIndexesForTests } from '@/components/landing/rotating-word-sync'
import { DISCOVERY_PIN_ICONS, DISCOVERY_TITLE_WORDS } from '@/lib/rotating-words'
import { PIN_DEMO_MS, ROTATING_WORD_MS, TYPING_MS_PER_CHAR } from '@/lib/timing'
import { stubMatchMedia, unstubMatchMedia } from '../../helpers/intersection-observer'

function shownWord(container: HTMLElement) {
  return container.querySelector('[data-word]')?.textContent
}

function activePin(container: HTMLElement) {
  return container.querySelector('[data-active="true"] [data-pin]')?.getAttribute('data-pin')
}

beforeEach(() => {
  jest.useFakeTimers()
  resetRotatingIndexesForTests()
})

afterEach(() => {
  jest.useRealTimers()
  unstubMatchMedia()
})

describe('DiscoveryTeaser', () => {
  it('cycles the spec’s words in order, a pin with the matching map icon at the same beat', () => {
    expect(DISCOVERY_TITLE_WORDS).toEqual([
      'Dance',
      'Fitness',
      'Gyms',
      'Martial Arts',
      'Swimming',
      'Yoga',
    ])
    expect(PIN_DEMO_MS).toBe(3000)
    expect(ROTATING_WORD_MS).toBe(3000)
    const { container } = render(<DiscoveryTeaser />)
    // Checked once each word has been typed whole (70 ms a character after its turn starts).
    const typing = TYPING_MS_PER_CHAR * Math.max(...DISCOVERY_TITLE_WORDS.map((w) => w.length))
    act(() => jest.advanceTimersByTime(typing))
    for (const [index, word] of [...DISCOVERY_TITLE_WORDS, 'Dance' as const].entries()) {
      if (index > 0) {
        act(() => jest.advanceTimersByTime(ROTATING_WORD_MS - typing))
        act(() => jest.advanceTimersByTime(typing))
      }
      expect(shownWord(container)).toBe(word)
      expect(activePin(container)).toBe(DISCOVERY_PIN_ICONS[word])
    }
  })

  it('server-renders the first word and pin, and reads the whole list once', () => {
    const html = renderToString(<DiscoveryTeaser />)
    expect(html).toContain('>Dance</span>')
    expect(html).toContain('data-pin="dance"')
    render(<DiscoveryTeaser />)
    expect(
      screen.getByText('Dance, Fitness, Gyms, Martial Arts, Swimming, Yoga'),
    ).toBeInTheDocument()
  })

  it('holds still under prefers-reduced-motion', () => {
    stubMatchMedia({ reducedMotion: true })
    const { container } = render(<DiscoveryTeaser />)
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS * 3))
    expect(shownWord(container)).toBe('Dance')
    expect(activePin(container)).toBe('dance')
  })
})
