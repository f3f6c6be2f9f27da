import { styled } from 'next-yak'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  MAX_APPLICATION_NOTES_LENGTH,
  type ApplicationStatus,
} from '@/lib/marketing/application-status'
import { APPLICATIONS_PATH } from '@/lib/marketing/desk-routes'
import type { DeskApplication } from '@/server/marketing/applications-query'
import { colors, radii, space } from '@/styles/tokens'
import { DeskButton, Field, FieldRow, Notice } from './desk.styles'
import { DeskTime } from './desk-time'

const Card = styled.article`
  margin: ${space.md} 0;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};

  h2 {
    margin-top: 0;
  }

  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${space.sm} ${space.md};
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  textarea {
    width: 100%;
  }
`

/** One application: what the partner sent, and the status and notes staff keep. */
export function ApplicationCard({
  application: a,
  saved,
  returnPage,
  filter,
  canUpdate,
}: {
  application: DeskApplication
  saved: boolean
  returnPage: number
  filter: ApplicationStatus | null
  canUpdate: boolean
}) {
  const id = `application-${a.id}`
  return (
    <Card id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {a.venueName} <small>({a.reference})</small>
      </h2>
      {saved ? <Notice role="status">Saved.</Notice> : null}
      <dl>
        <div>
          <dt>Status</dt>
          <dd>{APPLICATION_STATUS_LABELS[a.status]}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <DeskTime value={a.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Venue type</dt>
          <dd>{a.venueType}</dd>
        </div>
        <div>
          <dt>City</dt>
          <dd>{a.city}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {a.address}, {a.postcode}
          </dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>{a.contactName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{a.phone}</dd>
        </div>
        <div>
          <dt>Website</dt>
          <dd>{a.website ?? '—'}</dd>
        </div>
        <div>
          <dt>Activities</dt>
          <dd>{a.activities.join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>Partnership</dt>
          <dd>{a.partnership}</dd>
        </div>
        <div>
          <dt>Marketing emails</dt>
          <dd>{a.marketingOptIn ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
      <details>
        <summary>About the venue</summary>
        <p>{a.about}</p>
      </details>
      {canUpdate ? (
        <form method="post" action={`${APPLICATIONS_PATH}/${a.id}`}>
          <input type="hidden" name="page" value={returnPage} />
          {filter ? <input type="hidden" name="filter" value={filter} /> : null}
          <FieldRow>
            <Field>
              <label htmlFor={`${id}-status`}>Status</label>
              <select id={`${id}-status`} name="status" defaultValue={a.status}>
                {APPLICATION_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {APPLICATION_STATUS_LABELS[value]}
                  </option>
                ))}
              </select>
            </Field>
            <Field data-wide="">
              <label htmlFor={`${id}-notes`}>Notes</label>
              <textarea
                id={`${id}-notes`}
                name="notes"
                rows={3}
                maxLength={MAX_APPLICATION_NOTES_LENGTH}
                defaultValue={a.notes}
              />
            </Field>
            <DeskButton type="submit" aria-label={`Save ${a.venueName} (${a.reference})`}>
              Save
            </DeskButton>
          </FieldRow>
        </form>
      ) : (
        <p>
          Status: {APPLICATION_STATUS_LABELS[a.status]}
          {a.notes ? ` · Notes: ${a.notes}` : ''}
        </p>
      )}
    </Card>
  )
}
