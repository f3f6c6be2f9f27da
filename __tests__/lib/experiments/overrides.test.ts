/** @jest-environment node */
import { BUILT_IN_DEFAULTS } from '@/lib/experiments/definition'
import { overridesOf, parseExperimentOverrides } from '@/lib/experiments/overrides'

describe('parseExperimentOverrides', () => {
  it.each([
    ['noFullscreenMap:on', { noFullscreenMap: 'on' }, []],
    [' noFullscreenMap : on ', { noFullscreenMap: 'on' }, []],
    ['noFullscreenMap:on,noFullscreenMap:control', { noFullscreenMap: 'control' }, []],
    ['ctaButtonText:b,pricingTabs:noTabs', { ctaButtonText: 'b', pricingTabs: 'noTabs' }, []],
    [
      'fullscreen:on',
      {},
      [
        'Unknown experiment "fullscreen" in ?experiments=; known experiments: noFullscreenMap, pricingTabs, ctaButtonText.',
      ],
    ],
    [
      'noFullscreenMap:maybe',
      {},
      ['Unknown variant "maybe" of noFullscreenMap in ?experiments=; its variants: control, on.'],
    ],
    [
      'noFullscreenMap',
      {},
      ['Ignored "noFullscreenMap" in ?experiments=: write experiment:variant.'],
    ],
    [
      'noFullscreenMap:on:extra',
      {},
      ['Ignored "noFullscreenMap:on:extra" in ?experiments=: write experiment:variant.'],
    ],
    ['', {}, []],
  ])('%p', (raw, forced, messages) => {
    expect(parseExperimentOverrides(raw, BUILT_IN_DEFAULTS)).toEqual({ forced, messages })
  })

  it('reads every ?experiments= value of an address', () => {
    expect(overridesOf('?experiments=a:b&x=1&experiments=c:d')).toBe('a:b,c:d')
  })
})
