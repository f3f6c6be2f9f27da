/** @jest-environment node */
import { createExperimentStore, isOn, variantOf } from '@/lib/experiments/store'

describe('the experiment store', () => {
  it.each([
    [{ noFullscreenMap: 'on' }, 'noFullscreenMap', true, 'on'],
    [{ noFullscreenMap: 'control' }, 'noFullscreenMap', false, 'control'],
    [{}, 'noFullscreenMap', false, 'control'],
  ])('%j: isOn(%s) %p, variant %p', (variants, name, on, variant) => {
    expect(isOn(variants, name)).toBe(on)
    expect(variantOf(variants, name)).toBe(variant)
  })

  it('notifies on a different snapshot only, and keeps the same object otherwise', () => {
    const store = createExperimentStore({ variants: {}, buttonTexts: {}, pageValues: {} })
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    const before = store.get()
    store.replace({ variants: {}, buttonTexts: {}, pageValues: {} })
    expect(store.get()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    store.replace({
      variants: { ctaButtonText: 'b' },
      buttonTexts: { ctaButtonText: 'Go' },
      pageValues: {},
    })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get().buttonTexts.ctaButtonText).toBe('Go')
    store.replace({
      variants: { ctaButtonText: 'b' },
      buttonTexts: { ctaButtonText: 'Join' },
      pageValues: {},
    })
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.replace({ variants: {}, buttonTexts: {}, pageValues: {} })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
