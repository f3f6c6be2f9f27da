/**
 * The desk's experiment form, declared once: its fields (names, labels, limits, help), how a
 * submitted form becomes a draft, and how a draft is checked and turned into the next
 * definition. The page renders from the same list and the save handler validates with it, so a
 * field is added in one place.
 */
import {
  BUILT_IN_EXPERIMENTS,
  CONTROL,
  EXPERIMENT_STATUSES,
  type ExperimentDefinition,
  type ExperimentStatus,
  type ExperimentVariant,
} from './definition'
import { pageIdOfExperiment } from './page-variants'

export const MAX_DESCRIPTION_LENGTH = 500
export const MAX_PATH_PREFIX_LENGTH = 100
/** Fits the 300 px call-to-action button on one line, so a variant never shifts the layout. */
export const MAX_BUTTON_TEXT_LENGTH = 24
export const MIN_VARIANTS = 2
export const MAX_VARIANTS = 5
const VARIANT_KEY = /^[A-Za-z][A-Za-z0-9-]{0,19}$/
const PATH_PREFIX = /^\/[^\s?#]*$/

export const EXPERIMENT_FIELDS = {
  revision: { name: 'revision' },
  description: {
    name: 'description',
    label: 'Description',
    maxLength: MAX_DESCRIPTION_LENGTH,
  },
  status: {
    name: 'status',
    label: 'Status',
    options: EXPERIMENT_STATUSES,
    help: 'Off: everyone sees control, nothing is counted. Running: visitors are assigned and counted. Stopped: everyone sees control again; the results stay.',
  },
  pathPrefix: {
    name: 'pathPrefix',
    label: 'Landing path prefix',
    maxLength: MAX_PATH_PREFIX_LENGTH,
    help: 'Only pages whose path starts with this, e.g. /offers/ or /london. Empty: every page.',
  },
  variantKey: { name: (index: VariantIndex) => `variant.${index}.key`, label: 'Key' },
  variantAllocation: {
    name: (index: VariantIndex) => `variant.${index}.allocation`,
    label: 'Allocation (%)',
  },
  variantButtonText: {
    name: (index: VariantIndex) => `variant.${index}.buttonText`,
    label: 'Button text',
    maxLength: MAX_BUTTON_TEXT_LENGTH,
  },
  variantRemove: { name: (index: VariantIndex) => `variant.${index}.remove`, label: 'Remove' },
} as const

/** A stored variant's row number, or 'new' for the empty row that adds one (text experiments). */
export type VariantIndex = number | 'new'
export const NEW_VARIANT: VariantIndex = 'new'

export interface VariantDraft {
  key: string
  allocation: string
  buttonText: string
  remove: boolean
  retired: boolean
  /** A page variant's revision (set from the page's history, never typed). */
  pageRevision: number | null
}

export interface ExperimentDraft {
  revision: string
  description: string
  status: string
  pathPrefix: string
  variants: VariantDraft[]
  newVariant: VariantDraft
}

export type ExperimentFormErrors = Partial<Record<string, string>>

const EMPTY_VARIANT: VariantDraft = {
  key: '',
  allocation: '',
  buttonText: '',
  remove: false,
  retired: false,
  pageRevision: null,
}

/** The form as it shows a stored definition. */
export function draftOf(definition: ExperimentDefinition, revision: number): ExperimentDraft {
  return {
    revision: String(revision),
    description: definition.description,
    status: definition.status,
    pathPrefix: definition.pathPrefix ?? '',
    variants: definition.variants.map((variant) => ({
      key: variant.key,
      allocation: String(variant.allocation),
      buttonText: variant.buttonText ?? '',
      remove: false,
      retired: variant.retired === true,
      pageRevision: variant.pageRevision ?? null,
    })),
    newVariant: EMPTY_VARIANT,
  }
}

/**
 * A submitted form as a draft. Variant rows come from the stored definition (their keys are
 * not editable, retired rows are not submitted), so a forged row cannot appear from nowhere.
 */
export function draftFromForm(
  form: URLSearchParams,
  current: ExperimentDefinition,
): ExperimentDraft {
  const text = (name: string) => (form.get(name) ?? '').replace(/\r\n/g, '\n')
  const f = EXPERIMENT_FIELDS
  const rowOf = (index: VariantIndex, base: VariantDraft): VariantDraft => ({
    key: index === NEW_VARIANT ? text(f.variantKey.name(index)).trim() : base.key,
    allocation: text(f.variantAllocation.name(index)).trim(),
    buttonText: text(f.variantButtonText.name(index)).trim(),
    remove: form.get(f.variantRemove.name(index)) === 'yes',
    retired: base.retired,
    pageRevision: base.pageRevision,
  })
  return {
    revision: text(f.revision.name).trim(),
    description: text(f.description.name).trim(),
    status: text(f.status.name).trim(),
    pathPrefix: text(f.pathPrefix.name).trim(),
    variants: current.variants.map((variant, index) => {
      const base = {
        ...EMPTY_VARIANT,
        key: variant.key,
        pageRevision: variant.pageRevision ?? null,
      }
      return variant.retired ? { ...base, allocation: '0', retired: true } : rowOf(index, base)
    }),
    newVariant: rowOf('new', EMPTY_VARIANT),
  }
}

export type ExperimentFormResult =
  | {
      ok: true
      next: ExperimentDefinition
      /** Readable lines for the audit entry and the confirmation: what changed. */
      changes: string[]
      /** Things staff should know: a variant retired rather than deleted. */
      notices: string[]
    }
  | { ok: false; errors: ExperimentFormErrors }

function allocationOf(raw: string): number | null {
  if (!/^\d{1,3}$/.test(raw)) return null
  const value = Number(raw)
  return value <= 100 ? value : null
}

/**
 * Checks a draft against the stored definition and builds the next one. A variant removed
 * from an experiment that has counted visitors (`variantsWithHistory`) or is running is
 * retired, not deleted: its visitors see control from then on and its results stay.
 */
export function validateExperimentDraft(
  draft: ExperimentDraft,
  current: ExperimentDefinition,
  variantsWithHistory: ReadonlySet<string> = new Set(),
): ExperimentFormResult {
  const f = EXPERIMENT_FIELDS
  const kind = BUILT_IN_EXPERIMENTS[current.key] ?? { fixedVariants: null, buttonTexts: false }
  const errors: ExperimentFormErrors = {}

  if (draft.description.length > MAX_DESCRIPTION_LENGTH) {
    errors[f.description.name] =
      `Keep the description to ${MAX_DESCRIPTION_LENGTH} characters (now ${draft.description.length}).`
  }
  if (!(EXPERIMENT_STATUSES as readonly string[]).includes(draft.status)) {
    errors[f.status.name] = 'Choose off, running or stopped.'
  }
  const pathPrefix = draft.pathPrefix === '' ? null : draft.pathPrefix
  if (
    pathPrefix !== null &&
    (!PATH_PREFIX.test(pathPrefix) || pathPrefix.length > MAX_PATH_PREFIX_LENGTH)
  ) {
    errors[f.pathPrefix.name] =
      `Start the landing path prefix with / (e.g. /offers/), with no spaces, ? or #, at most ${MAX_PATH_PREFIX_LENGTH} characters; or leave it empty for every page.`
  }

  const variants: ExperimentVariant[] = []
  const notices: string[] = []
  const retiredKeys = new Set(current.variants.filter((v) => v.retired).map((v) => v.key))
  const mayHaveVisitors = current.status !== 'off' || variantsWithHistory.size > 0
  draft.variants.forEach((row, index) => {
    if (row.retired) {
      variants.push({ ...current.variants[index]!, allocation: 0, retired: true })
      return
    }
    if (row.remove) {
      if (row.key === CONTROL) {
        errors[f.variantRemove.name(index)] = 'Control cannot be removed.'
      } else if (kind.fixedVariants) {
        errors[f.variantRemove.name(index)] =
          `The ${row.key} variant is built into the site; set its allocation to 0 instead.`
      } else {
        const stored = current.variants[index]!
        if (mayHaveVisitors || variantsWithHistory.has(row.key)) {
          variants.push({ ...stored, allocation: 0, retired: true })
          notices.push(
            `Variant ${row.key} was removed: its visitors now see control, and its results are kept.`,
          )
        } else {
          notices.push(`Variant ${row.key} was removed.`)
        }
        return
      }
    }
    const allocation = allocationOf(row.allocation)
    if (allocation === null) {
      errors[f.variantAllocation.name(index)] =
        `The allocation of ${row.key} must be a whole number from 0 to 100.`
    }
    const variant: ExperimentVariant = { key: row.key, allocation: allocation ?? 0 }
    const pageRevision = current.variants[index]?.pageRevision
    if (pageRevision !== undefined) variant.pageRevision = pageRevision
    if (kind.buttonTexts && row.key !== CONTROL) {
      if (row.buttonText.length < 1 || row.buttonText.length > MAX_BUTTON_TEXT_LENGTH) {
        errors[f.variantButtonText.name(index)] =
          `Variant ${row.key} needs a button text of 1 to ${MAX_BUTTON_TEXT_LENGTH} characters (now ${row.buttonText.length}).`
      }
      variant.buttonText = row.buttonText
    }
    variants.push(variant)
  })

  const added = draft.newVariant
  const adding = added.key !== '' || added.allocation !== '' || added.buttonText !== ''
  if (adding) {
    if (kind.fixedVariants) {
      errors[f.variantKey.name(NEW_VARIANT)] = 'This experiment’s variants are built into the site.'
    } else if (pageIdOfExperiment(current.key) !== null) {
      errors[f.variantKey.name(NEW_VARIANT)] =
        'A page variant is a saved revision: add it from the page’s history (Use as an experiment variant).'
    } else if (!VARIANT_KEY.test(added.key)) {
      errors[f.variantKey.name(NEW_VARIANT)] =
        'A variant key is 1 to 20 letters, digits or hyphens, starting with a letter.'
    } else if (retiredKeys.has(added.key)) {
      errors[f.variantKey.name(NEW_VARIANT)] =
        `${added.key} was removed from this experiment earlier; choose another key.`
    } else if (variants.some((variant) => variant.key === added.key)) {
      errors[f.variantKey.name(NEW_VARIANT)] = `There is already a variant called ${added.key}.`
    }
    const allocation = allocationOf(added.allocation)
    if (allocation === null) {
      errors[f.variantAllocation.name(NEW_VARIANT)] =
        'The new variant’s allocation must be a whole number from 0 to 100.'
    }
    if (
      kind.buttonTexts &&
      (added.buttonText.length < 1 || added.buttonText.length > MAX_BUTTON_TEXT_LENGTH)
    ) {
      errors[f.variantButtonText.name(NEW_VARIANT)] =
        `The new variant needs a button text of 1 to ${MAX_BUTTON_TEXT_LENGTH} characters.`
    }
    variants.push({
      key: added.key,
      allocation: allocation ?? 0,
      ...(kind.buttonTexts ? { buttonText: added.buttonText } : {}),
    })
  }

  const live = variants.filter((variant) => !variant.retired)
  if (live.length < MIN_VARIANTS || live.length > MAX_VARIANTS) {
    errors.variants = `Keep between ${MIN_VARIANTS} and ${MAX_VARIANTS} variants (now ${live.length}).`
  }
  const total = live.reduce((sum, variant) => sum + variant.allocation, 0)
  const allocationsReadable = Object.keys(errors).every((name) => !name.endsWith('.allocation'))
  if (allocationsReadable && errors.variants === undefined && total !== 100) {
    errors.variants = `Allocations must add up to 100 % (now ${total} %).`
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const next: ExperimentDefinition = {
    key: current.key,
    description: draft.description,
    status: draft.status as ExperimentStatus,
    variants,
    pathPrefix,
  }
  return { ok: true, next, changes: describeChanges(current, next), notices }
}

function allocationLine(definition: ExperimentDefinition): string {
  return definition.variants
    .filter((variant) => !variant.retired)
    .map((variant) => `${variant.key} ${variant.allocation} %`)
    .join(', ')
}

/** What differs between two definitions, one readable line each. */
export function describeChanges(
  before: ExperimentDefinition,
  after: ExperimentDefinition,
): string[] {
  const lines: string[] = []
  if (before.status !== after.status) lines.push(`status ${before.status} → ${after.status}`)
  if (before.description !== after.description) lines.push('description edited')
  if (before.pathPrefix !== after.pathPrefix) {
    lines.push(`path prefix ${before.pathPrefix ?? 'none'} → ${after.pathPrefix ?? 'none'}`)
  }
  if (allocationLine(before) !== allocationLine(after)) {
    lines.push(`allocation ${allocationLine(before)} → ${allocationLine(after)}`)
  }
  const texts = (definition: ExperimentDefinition) =>
    definition.variants.map((variant) => `${variant.key}:${variant.buttonText ?? ''}`).join('|')
  if (texts(before) !== texts(after)) lines.push('button texts edited')
  return lines
}
