/**
 * POST /marketing/experiments/{key}/save: the desk's experiment form. Checks, in order: staff
 * and role (through the desk contract: Origin, session, `draft.edit`; `publish` as well to
 * start or stop, or to change a running experiment), the body, the revision the form was made
 * from (someone else's save in between is a conflict), then the form's rules. Anything wrong
 * answers 303 back to the form with what was typed (`submitted`), so nothing is lost and the
 * page shows why; a save writes the row, reloads this instance's evaluator (others reload
 * within EXPERIMENTS_REFRESH_MS), records an audit entry and answers 303 to the list.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { experimentExposures } from '@/server/db/schema'
import { can } from '@/lib/desk/permissions'
import { draftFromForm, validateExperimentDraft } from '@/lib/experiments/experiment-form'
import { EXPERIMENTS_PATH, experimentPath } from '@/lib/marketing/desk-routes'
import { htmlMessage, mediaType, NO_STORE, readTextBody } from '@/lib/http/responses'
import type { requireStaffRequest } from '@/server/desk/staff-access'
import type { recordAudit } from '@/server/desk/audit-log'
import { clientAddress } from '@/server/security/client-address'
import { forgetExperimentEvaluator } from './experiment-evaluator'
import { findExperiment, saveExperiment } from './experiments-table'

export const MAX_FORM_BYTES = 8 * 1024

export interface DeskSaveDeps {
  db: Database
  authorize: typeof requireStaffRequest
  audit: typeof recordAudit
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': NO_STORE } })

function backToForm(key: string, body: string, reason?: 'conflict' | 'forbidden'): Response {
  const params = new URLSearchParams({ submitted: body })
  if (reason) params.set('problem', reason)
  return seeOther(`${experimentPath(key)}?${params}`)
}

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
  deps: DeskSaveDeps,
): Promise<Response> {
  const access = await deps.authorize(request, 'draft.edit')
  if (!access.ok) return access.response
  const back = { linkHref: EXPERIMENTS_PATH, linkText: 'Back to experiments' }
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    return htmlMessage(415, {
      title: 'Not saved',
      message: 'Please use the experiment form.',
      ...back,
    })
  }
  const body = await readTextBody(request, MAX_FORM_BYTES)
  if (!body.ok) {
    return htmlMessage(body.reason === 'too-large' ? 413 : 400, {
      title: 'Not saved',
      message: `The form must be at most ${MAX_FORM_BYTES} bytes of text.`,
      ...back,
    })
  }
  const stored = await findExperiment(deps.db, key)
  if (!stored) {
    return htmlMessage(404, {
      title: 'No such experiment',
      message: `There is no experiment called ${key}.`,
      ...back,
    })
  }
  const form = new URLSearchParams(body.text)
  const draft = draftFromForm(form, stored.definition)
  if (draft.revision !== String(stored.revision)) return backToForm(key, body.text, 'conflict')
  const result = validateExperimentDraft(
    draft,
    stored.definition,
    await variantsWithHistory(deps.db, key),
  )
  if (!result.ok) return backToForm(key, body.text)
  if (result.changes.length === 0 && result.notices.length === 0) {
    return seeOther(`${EXPERIMENTS_PATH}?saved=${encodeURIComponent(key)}`)
  }
  const statusChanged = result.next.status !== stored.definition.status
  const needsPublish = statusChanged || stored.definition.status === 'running'
  if (needsPublish && !can(access.staff.role, 'publish'))
    return backToForm(key, body.text, 'forbidden')

  const revision = await saveExperiment(deps.db, result.next, stored.revision)
  if (revision === null) return backToForm(key, body.text, 'conflict')
  forgetExperimentEvaluator(deps.db)
  const action = !statusChanged
    ? 'experiment.update'
    : result.next.status === 'running'
      ? 'experiment.start'
      : result.next.status === 'stopped'
        ? 'experiment.stop'
        : 'experiment.update'
  await deps.audit(deps.db, {
    actor: { id: access.staff.id, email: access.staff.email },
    action,
    subject: `experiment ${key}`,
    details: { revision, changes: result.changes, notices: result.notices },
    clientAddress: clientAddress(request),
  })
  const params = new URLSearchParams({ saved: key })
  for (const notice of result.notices) params.append('notice', notice)
  return seeOther(`${EXPERIMENTS_PATH}?${params}#${encodeURIComponent(key)}`)
}
