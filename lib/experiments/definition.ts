/**
 * Experiments as the desk stores them: a key, a description, a status, variants with an
 * allocation in percent (summing to 100 over the live ones) and an optional landing path
 * prefix. The three the site reads are built in; staff edit them, never add keys the code
 * does not know.
 */
import { CONTROL, CTA_BUTTON_TEXT, NO_FULLSCREEN_MAP, PRICING_TABS } from './keys'

export { CONTROL, CTA_BUTTON_TEXT, NO_FULLSCREEN_MAP, PRICING_TABS }

export const EXPERIMENT_STATUSES = ['off', 'running', 'stopped'] as const
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number]

export interface ExperimentVariant {
  /** Stable key: `control`, or a short slug ('on', 'noTabs', 'b'). */
  key: string
  /** Percent of new visitors, whole numbers; 0 for a retired variant. */
  allocation: number
  /** The call-to-action button text of a text variant (none for control: the page's own). */
  buttonText?: string
  /** A page variant (lib/experiments/page-variants.ts): the saved revision of the page it shows. */
  pageRevision?: number
  /**
   * Removed while the experiment had visitors: kept so their history stays readable and their
   * sticky assignment resolves, but they now see control and are counted no further.
   */
  retired?: boolean
}

export interface ExperimentDefinition {
  key: string
  description: string
  status: ExperimentStatus
  variants: ExperimentVariant[]
  /** Landing path prefix the experiment runs on ('/offers/'); null for every page. */
  pathPrefix: string | null
}

/** What the code behind each built-in experiment understands. */
export interface ExperimentKind {
  /** Variant keys fixed by the code (control first); null: staff name their own variants. */
  fixedVariants: readonly string[] | null
  /** Whether each non-control variant carries a button text. */
  buttonTexts: boolean
}

export const BUILT_IN_EXPERIMENTS: Readonly<Record<string, ExperimentKind>> = {
  // Spec §5: the phone's fullscreen map button shows only with noFullscreenMap off.
  [NO_FULLSCREEN_MAP]: { fixedVariants: [CONTROL, 'on'], buttonTexts: false },
  // Spec §2: 'Info' / 'Price plans' tabs in the Welcome variant with all three plans (control);
  // 'noTabs' shows the purchase block below the details instead.
  [PRICING_TABS]: { fixedVariants: [CONTROL, 'noTabs'], buttonTexts: false },
  [CTA_BUTTON_TEXT]: { fixedVariants: null, buttonTexts: true },
}

/** Variants new visitors can still be put in (retired ones are history only). */
export function liveVariants(definition: Pick<ExperimentDefinition, 'variants'>) {
  return definition.variants.filter((variant) => !variant.retired)
}

/** A definition the built-ins seed with (the migration inserts the same rows). */
export const BUILT_IN_DEFAULTS: readonly ExperimentDefinition[] = [
  {
    key: NO_FULLSCREEN_MAP,
    description: "Hide the phone's 'View Map' fullscreen button.",
    status: 'off',
    variants: [
      { key: CONTROL, allocation: 100 },
      { key: 'on', allocation: 0 },
    ],
    pathPrefix: null,
  },
  {
    key: PRICING_TABS,
    description:
      "Welcome offers with all three plans: 'Info' and 'Price plans' tabs (control) or the plans below the details (noTabs).",
    status: 'off',
    variants: [
      { key: CONTROL, allocation: 50 },
      { key: 'noTabs', allocation: 50 },
    ],
    pathPrefix: '/offers/',
  },
  {
    key: CTA_BUTTON_TEXT,
    description: "The email capture's button text on product pages.",
    status: 'off',
    variants: [
      { key: CONTROL, allocation: 50 },
      { key: 'b', allocation: 50, buttonText: 'Start moving today' },
    ],
    pathPrefix: null,
  },
]
