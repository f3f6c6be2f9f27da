import type { ExperimentVariant } from '@/lib/experiments/definition'
import { DeskButton, FieldRow } from '../desk.styles'

/**
 * A page experiment's variants that can go live: each is a saved revision of the page, published
 * through the offers lifecycle (server/experiments/page-variant-requests.ts). Publishers only.
 */
export function PublishWinnerForm({
  action,
  experimentKey,
  variants,
}: {
  action: string
  experimentKey: string
  variants: readonly ExperimentVariant[]
}) {
  const candidates = variants.filter(
    (variant) => variant.pageRevision !== undefined && !variant.retired,
  )
  if (candidates.length === 0) return null
  return (
    <form method="post" action={action} aria-label={`Publish the winner of ${experimentKey}`}>
      <FieldRow>
        {candidates.map((variant) => (
          <DeskButton key={variant.key} type="submit" name="variant" value={variant.key}>
            Publish {variant.key} (revision {variant.pageRevision}) as the live page
          </DeskButton>
        ))}
      </FieldRow>
    </form>
  )
}
