/**
 * POST /marketing/experiments/{key}/save: the desk's experiment form. Checks, in order: staff
 * and role (Origin, session, `draft.edit`; `publish` as well to start or stop, or to change a
 * running experiment), the body, the revision the form was made from (someone else's save in
 * between is a conflict), then the form's rules. Both outcomes are confirmed by the server's
 * flash (server/desk/flash.ts), never by the address: a refusal answers 303 back to the form,
 * which shows what was typed and why; a save writes the row, reloads this instance's evaluator
 * (others reload within EXPERIMENTS_REFRESH_MS), records an audit entry and answers 303 to the
 * list, which says so.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { experimentExposures } from '@/server/db/schema'
import { can } from '@/lib/desk/permissions'
import { MAX_EXPERIMENT_FORM_BYTES, type ExperimentProblem } from '@/lib/desk/flash-message'
import { draftFromForm, validateExperimentDraft } from '@/lib/experiments/experiment-form'
import { EXPERIMENTS_PATH, experimentPath, signInHref } from '@/lib/marketing/desk-routes'
import { recordAudit } from '@/server/desk/audit-log'
import { deskMessage, deskRedirect } from '@/server/desk/desk-responses'
import { deskSessionFor } from '@/server/desk/desk-session'
import { leaveFlash } from '@/server/desk/flash'
import { FORM_PROBLEMS, readFormBody } from '@/server/desk/form-body'
import { requireStaffRequest } from '@/server/desk/staff-access'
import { clientAddress } from '@/server/security/client-address'
import { forgetExperimentEvaluator } from './experiment-evaluator'
import { findExperiment, saveExperiment } from './experiments-table'
import { refreshPageOfExperiment } from './page-variant-content'

export const MAX_FORM_BYTES = MAX_EXPERIMENT_FORM_BYTES

const listAnchor = (key: string) => `${EXPERIMENTS_PATH}#${encodeURIComponent(key)}`

async function variantsWithHistory(db: Database, key: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ variantKey: experimentExposures.variantKey })
    .from(experimentExposures)
    .where(eq(experimentExposures.experimentKey, key))
    .limit(50)
  return new Set(rows.map((row) => row.variantKey))
}

export async function handleExperimentSave(
  request: Request,
  key: string,
  db: Database,
): Promise<Response> {
  const access = await requireStaffRequest(request, 'draft.edit')
  if (!access.ok) return access.response
  const session = await deskSessionFor(db, request.headers)
  if (!session) return deskRedirect(signInHref(null, 'expired'))
  const back = { href: EXPERIMENTS_PATH, text: 'Back to experiments' }
  const body = await readFormBody(request, MAX_FORM_BYTES)
  if (!body.ok) return deskMessage(body.status, 'Not saved', FORM_PROBLEMS[body.status], back)
  const stored = await findExperiment(db, key)
  if (!stored) {
    return deskMessage(404, 'No such experiment', `There is no experiment called ${key}.`, back)
  }
  const submitted = body.form.toString()
  const refuse = async (problem: ExperimentProblem) => {
    await leaveFlash(db, session.sessionId, { kind: 'experiment-refused', key, problem, submitted })
    return deskRedirect(experimentPath(key))
  }
  const draft = draftFromForm(body.form, stored.definition)
  if (draft.revision !== String(stored.revision)) return refuse('conflict')
  const result = validateExperimentDraft(
    draft,
    stored.definition,
    await variantsWithHistory(db, key),
  )
  if (!result.ok) return refuse('invalid')
  const saved = async (notices: string[]) => {
    await leaveFlash(db, session.sessionId, { kind: 'experiment-saved', key, notices })
    return deskRedirect(listAnchor(key))
  }
  if (result.changes.length === 0 && result.notices.length === 0) return saved([])
  const statusChanged = result.next.status !== stored.definition.status
  const needsPublish = statusChanged || stored.definition.status === 'running'
  if (needsPublish && !can(access.staff.role, 'publish')) return refuse('forbidden')

  const revision = await saveExperiment(db, result.next, stored.revision)
  if (revision === null) return refuse('conflict')
  forgetExperimentEvaluator(db)
  await refreshPageOfExperiment(db, key)
  const action = !statusChanged
    ? 'experiment.update'
    : result.next.status === 'running'
      ? 'experiment.start'
      : result.next.status === 'stopped'
        ? 'experiment.stop'
        : 'experiment.update'
  await recordAudit(db, {
    actor: { id: access.staff.id, email: access.staff.email },
    action,
    subject: `experiment ${key}`,
    details: { revision, changes: result.changes, notices: result.notices },
    clientAddress: clientAddress(request),
  })
  return saved(result.notices)
}
