import {
  AFTER_FIRST_PAINT_SRC,
  AFTER_FIRST_PAINT_TYPE,
  loadScriptsAfterFirstPaint,
  ScriptsAfterFirstPaint,
} from '@/server/http/scripts-after-first-paint.mjs'

/**
 * The loader the rewritten pages run, in jsdom (which fetches no scripts): the browser's paint
 * reports are played by a stand-in PerformanceObserver.
 */
type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void

let observers: Array<{ callback: PaintCallback; disconnected: boolean; options?: unknown }>

class PaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint']
  entry: (typeof observers)[number]
  constructor(callback: PaintCallback) {
    this.entry = { callback, disconnected: false }
    observers.push(this.entry)
  }
  observe(options: unknown) {
    this.entry.options = options
  }
  disconnect() {
    this.entry.disconnected = true
  }
}

function paint(name: string) {
  for (const observer of observers.filter((entry) => !entry.disconnected)) {
    observer.callback(
      { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
      { disconnect: () => (observer.disconnected = true) },
    )
  }
}

const inertTag = (name: string) =>
  `<script type="${AFTER_FIRST_PAINT_TYPE}" ${AFTER_FIRST_PAINT_SRC}="/_next/static/chunks/${name}.js"></script>`

/** The page's scripts: their src, and whether the browser would run them (no inert type). */
function scripts() {
  return [...document.querySelectorAll(`script[src], script[${AFTER_FIRST_PAINT_SRC}]`)].map(
    (script) => ({
      src: script.getAttribute('src') ?? script.getAttribute(AFTER_FIRST_PAINT_SRC),
      runs: !script.hasAttribute('type'),
    }),
  )
}

const originalObserver = window.PerformanceObserver

beforeEach(() => {
  observers = []
  document.head.innerHTML = `<title>x</title>${inertTag('a')}${inertTag('b')}`
  document.body.innerHTML = `<h1>Move</h1>${inertTag('c')}`
  Object.defineProperty(window, 'PerformanceObserver', { value: PaintObserver, configurable: true })
})

afterEach(() => {
  jest.useRealTimers()
  Object.defineProperty(window, 'PerformanceObserver', {
    value: originalObserver,
    configurable: true,
  })
})

describe('loadScriptsAfterFirstPaint', () => {
  it('loads nothing before the first contentful paint, then every script in its place', () => {
    loadScriptsAfterFirstPaint(AFTER_FIRST_PAINT_TYPE, AFTER_FIRST_PAINT_SRC)
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true })
    paint('first-paint')
    expect(scripts().filter((script) => script.runs)).toEqual([])

    paint('first-contentful-paint')
    expect(scripts()).toEqual([
      { src: '/_next/static/chunks/a.js', runs: true },
      { src: '/_next/static/chunks/b.js', runs: true },
      { src: '/_next/static/chunks/c.js', runs: true },
    ])
    const [first] = document.head.querySelectorAll('script')
    expect(first?.async).toBe(true)
    expect(observers[0]?.disconnected).toBe(true)
  })

  it('adds no second script for a chunk the runtime has asked for itself', () => {
    const requested = document.createElement('script')
    requested.src = '/_next/static/chunks/c.js'
    document.head.append(requested)
    loadScriptsAfterFirstPaint(AFTER_FIRST_PAINT_TYPE, AFTER_FIRST_PAINT_SRC)
    paint('first-contentful-paint')
    expect(scripts().filter((script) => script.src === '/_next/static/chunks/c.js')).toEqual([
      { src: '/_next/static/chunks/c.js', runs: true },
    ])
  })

  it('loads at once in a browser that does not report paints', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true })
    loadScriptsAfterFirstPaint(AFTER_FIRST_PAINT_TYPE, AFTER_FIRST_PAINT_SRC)
    expect(scripts().every((script) => script.runs)).toBe(true)
  })

  it('loads a second after the load event when no paint is reported (a tab opened behind)', () => {
    jest.useFakeTimers()
    loadScriptsAfterFirstPaint(AFTER_FIRST_PAINT_TYPE, AFTER_FIRST_PAINT_SRC)
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(999)
    expect(scripts().some((script) => script.runs)).toBe(false)
    jest.advanceTimersByTime(1)
    expect(scripts().every((script) => script.runs)).toBe(true)
    // A paint reported afterwards adds nothing.
    paint('first-contentful-paint')
    expect(scripts()).toHaveLength(3)
  })

  it('loads the tags parsed after the paint once the document is complete', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    try {
      loadScriptsAfterFirstPaint(AFTER_FIRST_PAINT_TYPE, AFTER_FIRST_PAINT_SRC)
      paint('first-contentful-paint')
      document.body.insertAdjacentHTML('beforeend', inertTag('late'))
      expect(scripts().at(-1)).toEqual({ src: '/_next/static/chunks/late.js', runs: false })
      document.dispatchEvent(new Event('DOMContentLoaded'))
      expect(scripts().at(-1)).toEqual({ src: '/_next/static/chunks/late.js', runs: true })
    } finally {
      Reflect.deleteProperty(document, 'readyState')
    }
  })

  it('runs as the rewrite writes it into a page', () => {
    const rewrite = new ScriptsAfterFirstPaint()
    const html =
      rewrite.push('<script src="/_next/static/chunks/d.js" async=""></script>') + rewrite.finish()
    const source = /<script>([\s\S]+?)<\/script>/.exec(html)?.[1]
    expect(source).toBeDefined()
    document.head.insertAdjacentHTML('beforeend', html.replace(/^<script>[\s\S]+?<\/script>/, ''))
    window.eval(source ?? '')
    paint('first-contentful-paint')
    expect(scripts()).toContainEqual({ src: '/_next/static/chunks/d.js', runs: true })
    expect(scripts().every((script) => script.runs)).toBe(true)
  })
})
