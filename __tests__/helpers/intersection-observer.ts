/** A controllable IntersectionObserver for jsdom (which has none). */
export class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = []
  readonly targets = new Set<Element>()

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    MockIntersectionObserver.instances.push(this)
  }

  observe(target: Element) {
    this.targets.add(target)
  }

  unobserve(target: Element) {
    this.targets.delete(target)
  }

  disconnect() {
    this.targets.clear()
  }

  takeRecords(): IntersectionObserverEntry[] {
    return []
  }

  /** Reports `isIntersecting` for every observer watching `target`. */
  static trigger(target: Element, isIntersecting: boolean) {
    for (const observer of MockIntersectionObserver.instances) {
      if (!observer.targets.has(target)) continue
      observer.callback(
        [{ target, isIntersecting } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      )
    }
  }

  static install() {
    MockIntersectionObserver.instances = []
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: MockIntersectionObserver,
    })
  }

  static uninstall() {
    MockIntersectionObserver.instances = []
    // @ts-expect-error jsdom has none: remove the stub again
    delete window.IntersectionObserver
  }
}

/**
 * Stubs matchMedia so only `reducedMotion` decides prefers-reduced-motion. Width conditions
 * match when `mobile` is set; with `viewportWidth` they are evaluated against that width.
 */
export function stubMatchMedia({
  reducedMotion = false,
  mobile = false,
  viewportWidth,
}: { reducedMotion?: boolean; mobile?: boolean; viewportWidth?: number } = {}) {
  const matchesWidth = (query: string) => {
    if (viewportWidth === undefined) return mobile
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    const min = /min-width:\s*([\d.]+)px/.exec(query)
    return (!max || viewportWidth <= Number(max[1])) && (!min || viewportWidth >= Number(min[1]))
  }
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : matchesWidth(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  })
}

export function unstubMatchMedia() {
  // @ts-expect-error jsdom has none: remove the stub again
  delete window.matchMedia
}
