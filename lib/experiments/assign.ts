/**
 * Who sees what: GrowthBook evaluates our features payload for one visitor (the callsign as
 * the hash attribute, the landing path for targeting) with their sticky bucket document, so a
 * visitor keeps their variant when allocations change. QA overrides (`?experiments=`) are
 * applied here, never counted. Pure: no I/O, the payload and the document are passed in.
 */
import { GrowthBookClient, type StickyAssignmentsDocument } from '@growthbook/growthbook'
import { CONTROL, liveVariants, type ExperimentDefinition } from './definition'
import {
  pageIdOfExperiment,
  pageValuesFor,
  type PageVariantContent,
  type PageVariantValues,
} from './page-variants'
import {
  buildFeaturesPayload,
  HASH_ATTRIBUTE,
  PATH_ATTRIBUTE,
  type VariantValue,
} from './features-payload'

export interface Assignment {
  /** What the visitor sees. */
  variant: string
  /** The text variant's button text. */
  buttonText?: string
  /** A page variant's values (the revision's, where they differ from the live page). */
  pageValues?: PageVariantValues
  /** In the experiment and counted: exposure and conversions are recorded for this variant. */
  counted: boolean
}

export interface Assignments {
  byKey: Record<string, Assignment>
  /** The sticky document after evaluation (null when nothing is stored for the visitor). */
  stickyDoc: StickyAssignmentsDocument | null
}

/** A compiled payload: build once per change of the table, evaluate per request. */
export interface ExperimentEvaluator {
  definitions: readonly ExperimentDefinition[]
  /** What page variants serve, by experiment key: with definitions, all the evaluator is made of. */
  pages: Readonly<Record<string, PageVariantContent>>
  assign(input: AssignInput): Assignments
}

export interface AssignInput {
  visitorId: string
  path: string
  stickyDoc?: StickyAssignmentsDocument | null
  /** QA overrides: experiment key → variant key (already checked against the definitions). */
  forced?: Readonly<Record<string, string>>
}

function forcedAssignment(definition: ExperimentDefinition, variantKey: string): Assignment {
  const variant = definition.variants.find((candidate) => candidate.key === variantKey)
  return {
    variant: variantKey,
    ...(variant?.buttonText !== undefined ? { buttonText: variant.buttonText } : {}),
    counted: false,
  }
}

/**
 * A page experiment's variant shown only on its page and only while its revision is known;
 * anywhere else the visitor sees control and is not counted.
 */
function withPageValues(
  definition: ExperimentDefinition,
  assignment: Assignment,
  pages: Readonly<Record<string, PageVariantContent>>,
  path: string,
): Assignment {
  if (pageIdOfExperiment(definition.key) === null || assignment.variant === CONTROL)
    return assignment
  const pageValues = pageValuesFor(pages[definition.key], assignment.variant, path)
  return pageValues ? { ...assignment, pageValues } : { variant: CONTROL, counted: false }
}

export function createExperimentEvaluator(
  definitions: readonly ExperimentDefinition[],
  pages: Readonly<Record<string, PageVariantContent>> = {},
): ExperimentEvaluator {
  const client = new GrowthBookClient().initSync({ payload: buildFeaturesPayload(definitions) })
  return {
    definitions,
    pages,
    assign({ visitorId, path, stickyDoc = null, forced = {} }) {
      let saved: StickyAssignmentsDocument | null = stickyDoc
      const docs =
        stickyDoc && stickyDoc.attributeValue === visitorId
          ? { [`${HASH_ATTRIBUTE}||${visitorId}`]: stickyDoc }
          : {}
      const user = {
        attributes: { [HASH_ATTRIBUTE]: visitorId, [PATH_ATTRIBUTE]: path },
        stickyBucketAssignmentDocs: docs,
        saveStickyBucketAssignmentDoc: async (doc: StickyAssignmentsDocument) => {
          saved = doc
        },
      }
      const byKey: Record<string, Assignment> = {}
      for (const definition of definitions) {
        const override = forced[definition.key]
        if (override !== undefined) {
          byKey[definition.key] = withPageValues(
            definition,
            forcedAssignment(definition, override),
            pages,
            path,
          )
          continue
        }
        const result = client.evalFeature<VariantValue>(definition.key, user)
        const value = result.value ?? { variant: CONTROL }
        const counted =
          result.source === 'experiment' &&
          result.experimentResult?.inExperiment === true &&
          value.retired !== true
        byKey[definition.key] = withPageValues(
          definition,
          {
            variant: value.variant,
            ...(value.buttonText !== undefined ? { buttonText: value.buttonText } : {}),
            counted,
          },
          pages,
          path,
        )
      }
      const ownDoc = saved && saved.attributeValue === visitorId ? saved : null
      return { byKey, stickyDoc: ownDoc }
    },
  }
}

/** The variant keys a definition can be forced to (live ones; control always). */
export function forceableVariants(definition: ExperimentDefinition): string[] {
  return liveVariants(definition).map((variant) => variant.key)
}
