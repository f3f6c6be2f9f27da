import type { ComponentProps } from 'react'
import { RevisionHistory } from './revision-history'

/** An editor's recent revisions beside its form, with a link to the whole history. */
export function RecentHistory({
  historyHref,
  ...history
}: ComponentProps<typeof RevisionHistory> & { historyHref: string }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">Recent history</h2>
      <RevisionHistory {...history} />
      <p>
        <a href={historyHref}>The whole history, with every change</a>
      </p>
    </section>
  )
}
