import {
  CAMPAIGN_FIELD_LABELS,
  CAMPAIGN_FIELDS,
  REQUIRED_CAMPAIGN_FIELDS,
  type CampaignField,
  type CampaignLinkInput,
  type CampaignLinkResult,
} from '@/lib/marketing/campaign-link'
import { OFFERS_PATH } from '@/lib/marketing/desk-routes'
import { CopyLinkButton } from './copy-link-button'
import { DeskButton, Field, FieldError, FieldRow, Notice } from './desk.styles'

const PAGE_NOTES = {
  live: null,
  draft: 'This page is a draft: the link works for visitors once the page goes live.',
  missing: 'No landing page is published at this path yet: check it before you send the link.',
} as const

/**
 * The campaign link builder: a GET form (works without JavaScript), the link it makes as text,
 * and a copy button once scripts run.
 */
export function CampaignLinkForm({
  input,
  result,
  pageStatus,
}: {
  input: Required<CampaignLinkInput>
  result: CampaignLinkResult | null
  pageStatus: 'live' | 'draft' | 'missing' | null
}) {
  const errors: Partial<Record<CampaignField, string>> = result && !result.ok ? result.errors : {}
  const field = (name: CampaignField, label: string, required: boolean, hint?: string) => {
    const error = errors[name]
    const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null]
      .filter(Boolean)
      .join(' ')
    return (
      <Field key={name}>
        <label htmlFor={`campaign-${name}`}>{label}</label>
        {hint ? <small id={`${name}-hint`}>{hint}</small> : null}
        <input
          id={`campaign-${name}`}
          name={name}
          defaultValue={input[name] ?? ''}
          required={required}
          maxLength={name === 'path' ? 300 : 200}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {error ? <FieldError id={`${name}-error`}>{error}</FieldError> : null}
      </Field>
    )
  }
  const note = pageStatus ? PAGE_NOTES[pageStatus] : null
  return (
    <section aria-labelledby="campaign-link">
      <h2 id="campaign-link">Campaign link</h2>
      <p>
        Pick a page and name the campaign: the link carries the utm_* values, which stay with every
        lead it brings.
      </p>
      <form method="get" action={`${OFFERS_PATH}#campaign-link`} noValidate>
        <FieldRow>
          {field('path', 'Page', true, 'A landing page path, e.g. /london or /offers/…')}
          {CAMPAIGN_FIELDS.map((name) =>
            field(name, CAMPAIGN_FIELD_LABELS[name], REQUIRED_CAMPAIGN_FIELDS.includes(name)),
          )}
          <DeskButton type="submit">Build link</DeskButton>
        </FieldRow>
      </form>
      {result && !result.ok ? (
        <Notice role="alert" data-tone="error">
          The link was not built: correct the fields marked above.
        </Notice>
      ) : null}
      {result?.ok ? (
        <div role="status">
          <Field>
            <label htmlFor="campaign-link-url">Your campaign link</label>
            <input id="campaign-link-url" readOnly value={result.url} />
          </Field>
          <p>
            <CopyLinkButton url={result.url} /> <a href={result.url}>Open the link</a>
          </p>
          {note ? <Notice>{note}</Notice> : null}
        </div>
      ) : null}
    </section>
  )
}
