import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { HeroRotation } from '@/components/landing/hero-rotation'
import { IMAGE_ROTATION_MS } from '@/lib/timing'
import {
  MockIntersectionObserver,
  stubMatchMedia,
  unstubMatchMedia,
} from '../../helpers/intersection-observer'

type FakeImage = {
  src: string
  srcset: string
  sizes: string
  onload: (() => void) | null
  onerror: (() => void) | null
}
const created: FakeImage[] = []
const OriginalImage = window.Image

function settle(city: string, ok: boolean) {
  const image = created.find((candidate) => candidate.src.includes(`/${city}/`))
  act(() => (ok ? image?.onload?.() : image?.onerror?.()))
}

function activeCity(container: HTMLElement) {
  return container.querySelector('img[data-active="true"]')?.getAttribute('data-city')
}

function renderRotation(cities?: string[]) {
  const view = render(<HeroRotation cities={cities} sizes="100vw" alt="A city street" />)
  const frame = view.container.firstElementChild as HTMLElement
  return { ...view, frame }
}

beforeEach(() => {
  jest.useFakeTimers()
  created.length = 0
  window.Image = class {
    src = ''
    srcset = ''
    sizes = ''
    decoding = ''
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    constructor() {
      created.push(this)
    }
  } as unknown as typeof Image
  MockIntersectionObserver.install()
  stubMatchMedia()
})

afterEach(() => {
  window.Image = OriginalImage
  jest.useRealTimers()
  MockIntersectionObserver.uninstall()
  unstubMatchMedia()
})

describe('HeroRotation', () => {
  it('server-renders only the first city, responsive and high priority', () => {
    const html = renderToString(<HeroRotation sizes="100vw" alt="A city street" />)
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).toContain('src="/static/images/header/london/640x480.jpg"')
    expect(html).toContain('/static/images/header/london/1280x640.jpg 1280w')
    expect(html).toContain('alt="A city street"')
    expect(html).toMatch(/fetchpriority="high"/i)
  })

  it('preloads the other default cities after the page load', () => {
    renderRotation()
    act(() => jest.runOnlyPendingTimers())
    expect(created.map((image) => image.src)).toEqual([
      '/static/images/header/brighton/640x480.jpg',
      '/static/images/header/manchester/640x480.jpg',
      '/static/images/header/doncaster/640x480.jpg',
      '/static/images/header/sheffield/640x480.jpg',
    ])
  })

  it.each([
    [
      'a phone up to 320 px, by density',
      320,
      '/static/images/header/brighton/320x240.webp 320w, /static/images/header/brighton/640x480.webp 640w, /static/images/header/brighton/1280x640.webp 1280w',
      '320px',
    ],
    [
      'a wider phone, by density',
      412,
      '/static/images/header/brighton/480x360.webp 480w, /static/images/header/brighton/640x480.webp 640w, /static/images/header/brighton/1280x640.webp 1280w',
      '320px',
    ],
    [
      'wider screens, by rendered width',
      1024,
      '/static/images/header/brighton/320x240.webp 320w, /static/images/header/brighton/480x360.webp 480w, /static/images/header/brighton/640x480.webp 640w, /static/images/header/brighton/1280x640.webp 1280w',
      '100vw',
    ],
  ])('preloads the WebP set the picture offers on %s', (_, viewportWidth, srcset, sizes) => {
    stubMatchMedia({ viewportWidth })
    renderRotation()
    act(() => jest.runOnlyPendingTimers())
    expect(created[0]?.srcset).toBe(srcset)
    expect(created[0]?.sizes).toBe(sizes)
  })

  it('rotates every 9800 ms through loaded images only, while in view', () => {
    const { container, frame } = renderRotation()
    act(() => jest.runOnlyPendingTimers())
    settle('brighton', false)
    settle('manchester', true)
    settle('sheffield', true)

    act(() => jest.advanceTimersByTime(IMAGE_ROTATION_MS * 2))
    expect(activeCity(container)).toBe('london') // not in view yet

    act(() => MockIntersectionObserver.trigger(frame, true))
    act(() => jest.advanceTimersByTime(IMAGE_ROTATION_MS - 1))
    expect(activeCity(container)).toBe('london')
    act(() => jest.advanceTimersByTime(1))
    expect(activeCity(container)).toBe('manchester') // brighton failed
    act(() => jest.advanceTimersByTime(IMAGE_ROTATION_MS))
    expect(activeCity(container)).toBe('sheffield') // doncaster never loaded
    act(() => jest.advanceTimersByTime(IMAGE_ROTATION_MS))
    expect(activeCity(container)).toBe('london') // wraps around

    act(() => MockIntersectionObserver.trigger(frame, false))
    act(() => jest.advanceTimersByTime(IMAGE_ROTATION_MS * 3))
    expect(activeCity(container)).toBe('london')
  })

  it('exposes only the image on screen to assistive technology', () => {
    const { container, frame } = renderRotation(['london', 'bath'])
    act(() => jest.runOnlyPendingTimers())
    settle('bath', true)
    act(() => MockIntersectionObserver.trigger(frame, true))
    act(() => jest.advanceTimersByTime(IMAGE_ROTATION_MS))
    const images = Array.from(container.querySelectorAll('img'))
    expect(
      images.map((image) => [image.dataset.city, image.alt, image.getAttribute('aria-hidden')]),
    ).toEqual([
      ['london', '', 'true'],
      ['bath', 'A city street', null],
    ])
  })

  it('never rotates or preloads under prefers-reduced-motion', () => {
    stubMatchMedia({ reducedMotion: true })
    const { container, frame } = renderRotation()
    act(() => jest.runOnlyPendingTimers())
    expect(created).toHaveLength(0)
    act(() => MockIntersectionObserver.trigger(frame, true))
    act(() => jest.advanceTimersByTime(IMAGE_ROTATION_MS * 3))
    expect(activeCity(container)).toBe('london')
  })
})
