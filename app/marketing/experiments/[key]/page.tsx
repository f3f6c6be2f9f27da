import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { Notice } from '@/components/marketing/desk.styles'
import { ExperimentForm } from '@/components/marketing/experiments/experiment-form'
import {
  draftFromForm,
  draftOf,
  validateExperimentDraft,
  type ExperimentFormErrors,
} from '@/lib/experiments/experiment-form'
import {
  EXPERIMENTS_PATH,
  experimentPath,
  experimentSavePath,
  pathWithQuery,
} from '@/lib/marketing/desk-routes'
import { getDatabase } from '@/server/db'
import { takePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'
import { findExperiment } from '@/server/experiments/experiments-table'

export const metadata: Metadata = { title: 'Edit experiment' }

type SearchParams = Record<string, string | string[] | undefined>

const PROBLEMS: Record<'conflict' | 'forbidden', string> = {
  conflict:
    'Someone saved this experiment while you were editing. Nothing of yours was saved: your changes are below; check them against the current settings and save again.',
  forbidden:
    'Starting, stopping or changing a running experiment needs the publisher role. Nothing was saved.',
}

/**
 * One experiment's form. After a refused save the page shows what was typed (the form body the
 * save handler left in the session's flash), checked again here by the same rules, with each
 * problem beside its field.
 */
export default async function ExperimentPage({
  params,
  searchParams,
}: {
  params: Promise<{ key: string }>
  searchParams: Promise<SearchParams>
}) {
  const [{ key }, query] = await Promise.all([params, searchParams])
  const staff = await requireStaffPage('desk.read', pathWithQuery(experimentPath(key), query))
  const { db } = await getDatabase()
  const [stored, flash] = await Promise.all([findExperiment(db, key), takePageFlash()])
  if (!stored) notFound()
  const refused = flash?.kind === 'experiment-refused' && flash.key === key ? flash : null
  const changed = flash?.kind === 'experiment-changed' && flash.key === key ? flash.text : null
  const problem = refused && refused.problem !== 'invalid' ? refused.problem : null
  let draft = draftOf(stored.definition, stored.revision)
  let errors: ExperimentFormErrors = {}
  if (refused) {
    draft = draftFromForm(new URLSearchParams(refused.submitted), stored.definition)
    const result = validateExperimentDraft(draft, stored.definition)
    if (!result.ok) errors = result.errors
    // A conflict: the typed values stay, the form now carries the latest revision.
    if (problem === 'conflict') draft = { ...draft, revision: String(stored.revision) }
  }
  return (
    <DeskFrame current={EXPERIMENTS_PATH} staff={staff}>
      <p>
        <a href={EXPERIMENTS_PATH}>All experiments</a>
      </p>
      <h1>Edit {key}</h1>
      {changed ? <Notice role="status">{changed}</Notice> : null}
      {problem ? (
        <Notice role="alert" data-tone="error">
          {PROBLEMS[problem]}
        </Notice>
      ) : null}
      <ExperimentForm
        experimentKey={key}
        action={experimentSavePath(key)}
        draft={draft}
        errors={errors}
      />
    </DeskFrame>
  )
}
