/**
 * The desk's two page-variant actions:
 * - POST /marketing/experiments/page-variants (`page`, `revision`; editors and up): a saved
 *   revision of a live offer page becomes a variant of that page's experiment (`page-{id}`,
 *   made off at 50/50 the first time; later revisions join at 0 %). Changing a running
 *   experiment needs the publisher role, as the experiment form does.
 * - POST /marketing/experiments/{key}/publish-winner (`variant`; publishers and up): the
 *   variant's revision goes live through the offers lifecycle, the experiment stops, and the
 *   audit entry links to the results.
 * Both confirm through the session's flash and answer refusals with a short page saying why.
 */
import { can } from '@/lib/desk/permissions'
import { CONTROL, liveVariants, type ExperimentDefinition } from '@/lib/experiments/definition'
import { MAX_VARIANTS } from '@/lib/experiments/experiment-form'
import {
  compareWithLive,
  pageExperimentKey,
  pageIdOfExperiment,
  pageVariantProblem,
  revisionVariantKey,
} from '@/lib/experiments/page-variants'
import {
  EXPERIMENTS_PATH,
  experimentPath,
  experimentResultsPath,
} from '@/lib/marketing/desk-routes'
import type { Database } from '@/server/db/client'
import { recordAudit } from '@/server/desk/audit-log'
import { deskFormPost } from '@/server/desk/desk-form-post'
import { deskMessage, deskRedirect } from '@/server/desk/desk-responses'
import { leaveFlash } from '@/server/desk/flash'
import { publishRevision } from '@/server/desk-editing/document-lifecycle'
import { entityIdOf, landingPageCollection } from '@/server/offers/landing-page-collection'
import { clientAddress } from '@/server/security/client-address'
import { forgetExperimentEvaluator } from './experiment-evaluator'
import { createExperiment, findExperiment, saveExperiment } from './experiments-table'
import { livePage, refreshPageOfExperiment, revisionValues } from './page-variant-content'

const BACK = { href: EXPERIMENTS_PATH, text: 'Back to experiments' }
const number = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)

export async function handleUsePageVariant(request: Request, db: Database): Promise<Response> {
  const posted = await deskFormPost(request, db, 'draft.edit', BACK)
  if (!posted.ok) return posted.response
  const { form, staff, sessionId } = posted
  const pageId = number(form.get('page'))
  const revision = number(form.get('revision'))
  const refused = (status: number, message: string) =>
    deskMessage(status, 'No variant added', message, BACK)
  if (pageId === null || revision === null)
    return refused(400, 'The form did not say which page and revision.')
  const page = await livePage(db, pageId)
  if (!page) {
    return refused(
      404,
      'Only a live offer page can run a page experiment: publish the page first (its live version is control).',
    )
  }
  const values = await revisionValues(db, page, revision)
  if (!values) return refused(404, `There is no revision ${revision} of ${page.path}.`)
  const problem = pageVariantProblem(revision, compareWithLive(page.values, values))
  if (problem) return refused(409, problem)

  const key = pageExperimentKey(pageId)
  const variantKey = revisionVariantKey(revision)
  const stored = await findExperiment(db, key)
  const audit = (action: string, details: Record<string, unknown>) =>
    recordAudit(db, {
      actor: { id: staff.id, email: staff.email },
      action,
      subject: `experiment ${key}`,
      details: { page: page.path, revision, variant: variantKey, ...details },
      clientAddress: clientAddress(request),
    })
  let text: string
  if (!stored) {
    const definition: ExperimentDefinition = {
      key,
      description: `${page.path}: the live page (control) against saved revisions of it.`,
      status: 'off',
      variants: [
        { key: CONTROL, allocation: 50 },
        { key: variantKey, allocation: 50, pageRevision: revision },
      ],
      pathPrefix: page.path,
    }
    if (!(await createExperiment(db, definition)))
      return refused(409, 'Someone made this experiment a moment ago. Go back and try again.')
    await audit('experiment.create', {})
    text = `Experiment ${key} made: control (the live page) 50 %, ${variantKey} (revision ${revision}) 50 %. It is off: start it here when ready.`
  } else {
    const { definition } = stored
    const existing = definition.variants.find((variant) => variant.key === variantKey)
    if (existing) {
      return refused(
        409,
        existing.retired
          ? `Revision ${revision} was a variant of ${key} and was removed; it cannot come back.`
          : `Revision ${revision} is already variant ${variantKey} of ${key}.`,
      )
    }
    if (definition.status === 'running' && !can(staff.role, 'publish'))
      return refused(403, 'Changing a running experiment needs the publisher role.')
    if (liveVariants(definition).length >= MAX_VARIANTS)
      return refused(409, `${key} already has ${MAX_VARIANTS} variants: remove one first.`)
    const next: ExperimentDefinition = {
      ...definition,
      variants: [
        ...definition.variants,
        { key: variantKey, allocation: 0, pageRevision: revision },
      ],
    }
    if ((await saveExperiment(db, next, stored.revision)) === null)
      return refused(409, 'Someone saved this experiment a moment ago. Go back and try again.')
    await audit('experiment.update', { changes: [`variant ${variantKey} added at 0 %`] })
    await refreshPageOfExperiment(db, key)
    text = `Variant ${variantKey} (revision ${revision}) added at 0 %: give it an allocation, then save.`
  }
  forgetExperimentEvaluator(db)
  await leaveFlash(db, sessionId, { kind: 'experiment-changed', key, text })
  return deskRedirect(experimentPath(key))
}

export interface PublishWinnerContext {
  db: Database
  /** Revalidates this instance's cached pages at these public paths (others follow the catalogue version). */
  revalidatePaths(paths: string[]): void
}

export async function handlePublishWinner(
  request: Request,
  key: string,
  { db, revalidatePaths }: PublishWinnerContext,
): Promise<Response> {
  const posted = await deskFormPost(request, db, 'publish', BACK)
  if (!posted.ok) return posted.response
  const { form, staff, sessionId } = posted
  const refused = (status: number, message: string) =>
    deskMessage(status, 'Not published', message, BACK)
  const pageId = pageIdOfExperiment(key)
  const stored = pageId === null ? null : await findExperiment(db, key)
  if (pageId === null || !stored) return refused(404, `There is no page experiment called ${key}.`)
  const variantKey = form.get('variant') ?? ''
  const variant = stored.definition.variants.find(
    (candidate) => candidate.key === variantKey && candidate.pageRevision !== undefined,
  )
  if (!variant?.pageRevision) return refused(409, 'That variant is not a revision of the page.')
  const revision = variant.pageRevision
  const page = await livePage(db, pageId)
  const values = page && (await revisionValues(db, page, revision))
  if (!page || !values)
    return refused(409, `The page or its revision ${revision} is not there any more.`)
  const { otherFields } = compareWithLive(page.values, values)
  if (otherFields.length > 0) {
    return refused(
      409,
      `The live page has changed since revision ${revision} (${otherFields.join(', ')}): publishing it would undo that. Make a revision of the live page with the winning headline, button text, hero images or layout, and publish it from the editor.`,
    )
  }
  const outcome = await publishRevision(
    db,
    landingPageCollection,
    entityIdOf(pageId),
    revision,
    { staff, clientAddress: clientAddress(request) },
    { requireLatest: false },
  )
  if (!outcome.ok) return refused(409, outcome.message)
  revalidatePaths([...new Set([outcome.subject, outcome.previousSubject])])

  // Everyone sees the winner now; a running experiment would only count the same page twice.
  const latest = await findExperiment(db, key)
  const stopped =
    latest?.definition.status === 'running' &&
    (await saveExperiment(db, { ...latest.definition, status: 'stopped' }, latest.revision)) !==
      null
  forgetExperimentEvaluator(db)
  await recordAudit(db, {
    actor: { id: staff.id, email: staff.email },
    action: 'experiment.publish-winner',
    subject: `experiment ${key}`,
    details: {
      variant: variantKey,
      revision,
      page: outcome.subject,
      stopped,
      link: experimentResultsPath(key),
    },
    clientAddress: clientAddress(request),
  })
  await leaveFlash(db, sessionId, {
    kind: 'experiment-changed',
    key,
    text: `Published revision ${revision} (variant ${variantKey}) as ${outcome.subject}: visitors see it now.${stopped ? ' The experiment is stopped;' : ''} Its results stay below.`,
  })
  return deskRedirect(experimentResultsPath(key))
}
