import { act, fireEvent, render, screen } from '@testing-library/react'
import { StickyBar } from '@/components/landing/sticky-bar'
import { mapFullscreenEvent, STICKY_BAR_HEIGHT_VAR } from '@/lib/map-fullscreen-event'
import { MockIntersectionObserver } from '../../helpers/intersection-observer'

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  fireEvent.scroll(window)
}

function renderBar() {
  render(
    <>
      <section id="hero">Hero</section>
      <StickyBar watchId="hero" label="Join today" buttonText="Try for £1" buttonHref="/join" />
    </>,
  )
  // Hidden regions have no accessible name for role queries: find it by its label.
  return document.querySelector('section[aria-label="Join today"]') as HTMLElement
}

beforeEach(() => {
  jest.useFakeTimers()
  MockIntersectionObserver.install()
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
})

afterEach(() => {
  jest.useRealTimers()
  MockIntersectionObserver.uninstall()
})

describe('StickyBar', () => {
  it('starts hidden from everyone, inert', () => {
    const bar = renderBar()
    expect(bar).toHaveAttribute('data-visible', 'false')
    expect(bar).toHaveAttribute('aria-hidden', 'true')
    expect(bar).toHaveAttribute('inert')
    expect(screen.queryByRole('region', { name: 'Join today' })).not.toBeInTheDocument()
  })

  it('shows after scrolling past the top while the hero is out of view', () => {
    const bar = renderBar()
    const hero = document.getElementById('hero') as HTMLElement

    act(() => setScroll(400))
    expect(bar).toHaveAttribute('data-visible', 'false') // the hero is still in view

    act(() => MockIntersectionObserver.trigger(hero, false))
    act(() => jest.advanceTimersByTime(100))
    expect(bar).toHaveAttribute('data-visible', 'true')
    expect(bar).not.toHaveAttribute('aria-hidden')
    expect(bar).not.toHaveAttribute('inert')
    expect(screen.getByRole('link', { name: 'Try for £1' })).toHaveAttribute('href', '/join')

    act(() => MockIntersectionObserver.trigger(hero, true))
    act(() => jest.advanceTimersByTime(100))
    expect(bar).toHaveAttribute('data-visible', 'false')
  })

  it('stays hidden at scroll offset 0 even with the hero out of view', () => {
    const bar = renderBar()
    act(() =>
      MockIntersectionObserver.trigger(document.getElementById('hero') as HTMLElement, false),
    )
    act(() => jest.advanceTimersByTime(200))
    expect(bar).toHaveAttribute('data-visible', 'false')
  })

  it('shows while the map is fullscreen, whatever the scroll', () => {
    const bar = renderBar()
    act(() => {
      window.dispatchEvent(mapFullscreenEvent(true))
    })
    expect(bar).toHaveAttribute('data-visible', 'true')
    act(() => {
      window.dispatchEvent(mapFullscreenEvent(false))
    })
    expect(bar).toHaveAttribute('data-visible', 'false')
  })

  it('publishes its height on <html> only while it shows (the fullscreen map sits below it)', () => {
    const root = document.documentElement
    const original = window.ResizeObserver
    window.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback()
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver
    try {
      const bar = renderBar()
      Object.defineProperty(bar, 'offsetHeight', { configurable: true, value: 72 })
      // Hidden: <html> is not written to at all (a write there restyles the whole page).
      expect(root.getAttribute('style')).toBeNull()

      act(() => {
        window.dispatchEvent(mapFullscreenEvent(true))
      })
      expect(root.style.getPropertyValue(STICKY_BAR_HEIGHT_VAR)).toBe('72px')

      act(() => {
        window.dispatchEvent(mapFullscreenEvent(false))
      })
      expect(root.style.getPropertyValue(STICKY_BAR_HEIGHT_VAR)).toBe('')
    } finally {
      window.ResizeObserver = original
      root.removeAttribute('style')
    }
  })

  it('holds its children (an email capture) instead of the button', () => {
    const { container } = render(
      <StickyBar watchId="hero" buttonText="Try for £1" buttonHref="/join">
        <form aria-label="Email capture" />
      </StickyBar>,
    )
    expect(container.querySelector('form[aria-label="Email capture"]')).toBeInTheDocument()
    expect(container.querySelector('a')).not.toBeInTheDocument()
  })
})
