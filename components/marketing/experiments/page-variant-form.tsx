import { DeskButton, Field, FieldRow } from '../desk.styles'

/**
 * On an offer page's history: a saved revision becomes a variant of the page's experiment
 * (server/experiments/page-variant-requests.ts). A plain POST that works without JavaScript.
 */
export function PageVariantForm({
  action,
  pageId,
  revisions,
}: {
  action: string
  pageId: number
  /** Saved revisions other than the live one, newest first. */
  revisions: number[]
}) {
  if (revisions.length === 0) return null
  return (
    <section aria-labelledby="page-variant-title">
      <h2 id="page-variant-title">Test a revision against the live page</h2>
      <p>
        Visitors in the variant see the live page with the revision’s headline, button text and hero
        images, swapped in after the page loads without moving anything. Its ‘Map before how it
        works’ and ‘Hide the video’ apply while those sections are still below the screen; a visitor
        already looking at them keeps the live layout for that visit. A revision that changes
        anything else cannot be a variant.
      </p>
      <form method="post" action={action}>
        <input type="hidden" name="page" value={pageId} />
        <FieldRow>
          <Field>
            <label htmlFor="page-variant-revision">Revision</label>
            <select id="page-variant-revision" name="revision" defaultValue={revisions[0]}>
              {revisions.map((revision) => (
                <option key={revision} value={revision}>
                  Revision {revision}
                </option>
              ))}
            </select>
          </Field>
        </FieldRow>
        <DeskButton type="submit">Use as an experiment variant</DeskButton>
      </form>
    </section>
  )
}
