/** @jest-environment node */
import { BUILT_IN_DEFAULTS, type ExperimentDefinition } from '@/lib/experiments/definition'
import { draftFromForm, draftOf, validateExperimentDraft } from '@/lib/experiments/experiment-form'

const [noFullscreenMap, , ctaButtonText] = BUILT_IN_DEFAULTS as [
  ExperimentDefinition,
  ExperimentDefinition,
  ExperimentDefinition,
]

function submit(current: ExperimentDefinition, fields: Record<string, string>) {
  const base = draftOf(current, 1)
  const form = new URLSearchParams({
    revision: '1',
    description: base.description,
    status: base.status,
    pathPrefix: base.pathPrefix,
  })
  base.variants.forEach((variant, index) => {
    form.set(`variant.${index}.allocation`, variant.allocation)
    form.set(`variant.${index}.buttonText`, variant.buttonText)
  })
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return draftFromForm(form, current)
}

describe('validateExperimentDraft', () => {
  it.each([
    [{ 'variant.0.allocation': '60' }, 'variants', 'Allocations must add up to 100 % (now 60 %).'],
    [
      { 'variant.0.allocation': '-5' },
      'variant.0.allocation',
      'The allocation of control must be a whole number from 0 to 100.',
    ],
    [
      { 'variant.1.allocation': '50.5' },
      'variant.1.allocation',
      'The allocation of on must be a whole number from 0 to 100.',
    ],
    [{ status: 'paused' }, 'status', 'Choose off, running or stopped.'],
    [
      { pathPrefix: 'offers' },
      'pathPrefix',
      expect.stringContaining('Start the landing path prefix with /'),
    ],
    [
      { pathPrefix: '/offers?x' },
      'pathPrefix',
      expect.stringContaining('Start the landing path prefix with /'),
    ],
    [
      { description: 'x'.repeat(501) },
      'description',
      'Keep the description to 500 characters (now 501).',
    ],
    [
      { 'variant.1.remove': 'yes' },
      'variant.1.remove',
      'The on variant is built into the site; set its allocation to 0 instead.',
    ],
    [{ 'variant.0.remove': 'yes' }, 'variant.0.remove', 'Control cannot be removed.'],
    [
      { 'variant.new.key': 'extra', 'variant.new.allocation': '0' },
      'variant.new.key',
      'This experiment’s variants are built into the site.',
    ],
  ])('noFullscreenMap: %j → %s', (fields, name, message) => {
    const result = validateExperimentDraft(submit(noFullscreenMap, fields), noFullscreenMap)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[name]).toEqual(message)
  })

  it('accepts a valid change and says what changed', () => {
    const result = validateExperimentDraft(
      submit(noFullscreenMap, {
        status: 'running',
        'variant.0.allocation': '0',
        'variant.1.allocation': '100',
      }),
      noFullscreenMap,
    )
    expect(result).toEqual({
      ok: true,
      next: {
        ...noFullscreenMap,
        status: 'running',
        variants: [
          { key: 'control', allocation: 0 },
          { key: 'on', allocation: 100 },
        ],
      },
      changes: ['status off → running', 'allocation control 100 %, on 0 % → control 0 %, on 100 %'],
      notices: [],
    })
  })

  it.each([
    [
      { 'variant.1.buttonText': '' },
      'variant.1.buttonText',
      'Variant b needs a button text of 1 to 24 characters (now 0).',
    ],
    [
      { 'variant.1.buttonText': 'x'.repeat(25) },
      'variant.1.buttonText',
      'Variant b needs a button text of 1 to 24 characters (now 25).',
    ],
    [
      {
        'variant.new.key': '9lives',
        'variant.new.allocation': '0',
        'variant.new.buttonText': 'Hi',
      },
      'variant.new.key',
      'A variant key is 1 to 20 letters, digits or hyphens, starting with a letter.',
    ],
    [
      { 'variant.new.key': 'b', 'variant.new.allocation': '0', 'variant.new.buttonText': 'Hi' },
      'variant.new.key',
      'There is already a variant called b.',
    ],
    [
      { 'variant.new.key': 'c', 'variant.new.allocation': '0' },
      'variant.new.buttonText',
      'The new variant needs a button text of 1 to 24 characters.',
    ],
    [{ 'variant.1.remove': 'yes' }, 'variants', 'Keep between 2 and 5 variants (now 1).'],
  ])('ctaButtonText: %j → %s', (fields, name, message) => {
    const result = validateExperimentDraft(submit(ctaButtonText, fields), ctaButtonText)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[name]).toEqual(message)
  })

  it('retires a variant removed while running: kept with its history, allocation 0', () => {
    const running: ExperimentDefinition = {
      ...ctaButtonText,
      status: 'running',
      variants: [...ctaButtonText.variants, { key: 'c', allocation: 0, buttonText: 'Join us' }],
    }
    const result = validateExperimentDraft(
      submit(running, {
        'variant.1.remove': 'yes',
        'variant.0.allocation': '40',
        'variant.2.allocation': '60',
      }),
      running,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.next.variants).toEqual([
      { key: 'control', allocation: 40 },
      { key: 'b', allocation: 0, buttonText: 'Start moving today', retired: true },
      { key: 'c', allocation: 60, buttonText: 'Join us' },
    ])
    expect(result.notices).toEqual([
      'Variant b was removed: its visitors now see control, and its results are kept.',
    ])
    // The retired key cannot come back.
    const again = validateExperimentDraft(
      submit(result.next, {
        'variant.new.key': 'b',
        'variant.new.allocation': '0',
        'variant.new.buttonText': 'Hi',
      }),
      result.next,
    )
    expect(again.ok).toBe(false)
    if (!again.ok)
      expect(again.errors['variant.new.key']).toBe(
        'b was removed from this experiment earlier; choose another key.',
      )
  })

  it('deletes a variant removed from an experiment that never ran', () => {
    const withExtra: ExperimentDefinition = {
      ...ctaButtonText,
      variants: [...ctaButtonText.variants, { key: 'c', allocation: 0, buttonText: 'Join us' }],
    }
    const result = validateExperimentDraft(
      submit(withExtra, { 'variant.2.remove': 'yes' }),
      withExtra,
    )
    expect(result.ok && result.next.variants.map((variant) => variant.key)).toEqual([
      'control',
      'b',
    ])
  })

  it('adds a text variant', () => {
    const result = validateExperimentDraft(
      submit(ctaButtonText, {
        'variant.0.allocation': '34',
        'variant.1.allocation': '33',
        'variant.new.key': 'c',
        'variant.new.allocation': '33',
        'variant.new.buttonText': 'Try a week for £1',
      }),
      ctaButtonText,
    )
    expect(result.ok && result.next.variants[2]).toEqual({
      key: 'c',
      allocation: 33,
      buttonText: 'Try a week for £1',
    })
  })
})
