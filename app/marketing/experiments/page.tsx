import type { Metadata } from 'next'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { Notice } from '@/components/marketing/desk.styles'
import { ExperimentResults } from '@/components/marketing/experiments/experiment-results'
import { PublishWinnerForm } from '@/components/marketing/experiments/publish-winner-form'
import { can } from '@/lib/desk/permissions'
import { pageIdOfExperiment } from '@/lib/experiments/page-variants'
import { pageHistoryPath } from '@/lib/offers/offer-routes'
import { ExperimentCard, StatusBadge } from '@/components/marketing/experiments/experiments.styles'
import { liveVariants } from '@/lib/experiments/definition'
import { experimentReport } from '@/lib/experiments/report'
import {
  EXPERIMENTS_PATH,
  experimentPath,
  pathWithQuery,
  publishWinnerPath,
} from '@/lib/marketing/desk-routes'
import { getDatabase } from '@/server/db'
import { takePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'
import { variantCounts } from '@/server/experiments/experiment-events'
import { listExperiments } from '@/server/experiments/experiments-table'

export const metadata: Metadata = { title: 'Experiments' }

type SearchParams = Record<string, string | string[] | undefined>

/** Every experiment: its status, split and targeting, and its results per variant. */
export default async function ExperimentsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  const query = await searchParams
  const staff = await requireStaffPage('desk.read', pathWithQuery(EXPERIMENTS_PATH, query))
  const { db } = await getDatabase()
  const [stored, flash] = await Promise.all([listExperiments(db), takePageFlash()])
  const counts = await Promise.all(stored.map((entry) => variantCounts(db, entry.definition.key)))
  return (
    <DeskFrame current={EXPERIMENTS_PATH} staff={staff}>
      <h1>Experiments</h1>
      <p>
        Pages are cached and show control; each browser asks for its variants after the page loads.
        A change here reaches visitors within a minute, with no build or restart.
      </p>
      {flash?.kind === 'experiment-saved' ? (
        <Notice role="status">
          <p>Saved {flash.key}.</p>
          {flash.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </Notice>
      ) : null}
      {flash?.kind === 'experiment-changed' ? (
        <Notice role="status">
          <p>{flash.text}</p>
        </Notice>
      ) : null}
      {stored.map(({ definition, updatedAt }, index) => {
        const pageId = pageIdOfExperiment(definition.key)
        return (
          <ExperimentCard
            key={definition.key}
            id={definition.key}
            aria-labelledby={`${definition.key}-title`}
          >
            <h2 id={`${definition.key}-title`}>
              {definition.key}{' '}
              <StatusBadge data-status={definition.status}>{definition.status}</StatusBadge>
            </h2>
            <p>{definition.description}</p>
            <p>
              Split:{' '}
              {liveVariants(definition)
                .map((variant) => `${variant.key} ${variant.allocation} %`)
                .join(', ')}
              . Pages:{' '}
              {definition.pathPrefix ? `paths starting ${definition.pathPrefix}` : 'every page'}.
              Last changed {updatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.
            </p>
            <p>
              <a href={experimentPath(definition.key)}>Edit {definition.key}</a>
              {pageId !== null ? (
                <>
                  {' · '}
                  <a href={pageHistoryPath(pageId)}>The page’s history</a>
                </>
              ) : null}
            </p>
            <ExperimentResults
              experimentKey={definition.key}
              reports={experimentReport(definition, counts[index] ?? [])}
              retired={
                new Set(
                  definition.variants
                    .filter((variant) => variant.retired)
                    .map((variant) => variant.key),
                )
              }
            />
            {pageId !== null && can(staff.role, 'publish') ? (
              <PublishWinnerForm
                action={publishWinnerPath(definition.key)}
                experimentKey={definition.key}
                variants={definition.variants}
              />
            ) : null}
          </ExperimentCard>
        )
      })}
    </DeskFrame>
  )
}
