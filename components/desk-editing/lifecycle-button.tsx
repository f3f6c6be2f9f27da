import { DeskButton } from '@/components/marketing/desk.styles'

/** One of an editor's lifecycle buttons (Publish, Unpublish…): a plain form posting `intent`. */
export function LifecycleButton({
  action,
  intent,
  revision,
  quiet = false,
  children,
}: {
  /** The editor's lifecycle address. */
  action: string
  intent: string
  revision?: number
  quiet?: boolean
  children: string
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      {revision !== undefined ? <input type="hidden" name="revision" value={revision} /> : null}
      <DeskButton type="submit" data-variant={quiet ? 'quiet' : undefined}>
        {children}
      </DeskButton>
    </form>
  )
}
