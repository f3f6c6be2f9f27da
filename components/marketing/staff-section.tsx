import { ROLE_LABELS, STAFF_ROLES } from '@/lib/desk/permissions'
import { STAFF_PATH } from '@/lib/marketing/desk-routes'
import type { StaffRow } from '@/server/desk/staff-admin'
import { DeskButton, DeskTable, Field, FieldRow, Muted, Notice, TableRegion } from './desk.styles'
import { DeskTime } from './desk-time'

function RoleOptions() {
  return (
    <>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </>
  )
}

function status(row: StaffRow): string {
  if (row.disabled) return 'Disabled'
  return row.hasPassword ? 'Active' : 'Invited (no password yet)'
}

/** Every account: its role (changeable), status, second factor, and a new link; then Invite. */
export function StaffSection({
  staff,
  selfId,
  notice,
}: {
  staff: StaffRow[]
  selfId: string
  notice: string | null
}) {
  return (
    <>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      <TableRegion role="region" aria-label="Staff accounts" tabIndex={0}>
        <DeskTable>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Second factor</th>
              <th scope="col">Since</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.name}
                  {row.id === selfId ? <Muted> (you)</Muted> : null}
                </th>
                <td>{row.email}</td>
                <td>
                  <form method="post" action={`${STAFF_PATH}/${row.id}`}>
                    <input type="hidden" name="intent" value="role" />
                    <label htmlFor={`role-${row.id}`} className="visually-hidden">
                      Role of {row.email}
                    </label>
                    <select id={`role-${row.id}`} name="role" defaultValue={row.role}>
                      <RoleOptions />
                    </select>{' '}
                    <DeskButton
                      type="submit"
                      data-variant="quiet"
                      aria-label={`Change role of ${row.email}`}
                    >
                      Change role
                    </DeskButton>
                  </form>
                </td>
                <td>{status(row)}</td>
                <td>{row.hasSecondFactor ? 'Yes' : 'No'}</td>
                <td>
                  <DeskTime value={row.createdAt} />
                </td>
                <td>
                  <form method="post" action={`${STAFF_PATH}/${row.id}`}>
                    <input type="hidden" name="intent" value="link" />
                    <DeskButton
                      type="submit"
                      data-variant="quiet"
                      aria-label={`New link for ${row.email}`}
                    >
                      New link
                    </DeskButton>
                  </form>
                  {row.id === selfId ? null : (
                    <form method="post" action={`${STAFF_PATH}/${row.id}`}>
                      <input
                        type="hidden"
                        name="intent"
                        value={row.disabled ? 'enable' : 'disable'}
                      />
                      <DeskButton
                        type="submit"
                        data-variant="quiet"
                        aria-label={`${row.disabled ? 'Enable' : 'Disable'} ${row.email}`}
                      >
                        {row.disabled ? 'Enable' : 'Disable'}
                      </DeskButton>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DeskTable>
      </TableRegion>
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        <p>
          The next page shows a one-time link, valid for 24 hours, for you to pass on: no email is
          sent. They choose their own password there.
        </p>
        <form method="post" action={`${STAFF_PATH}/invite`}>
          <FieldRow>
            <Field>
              <label htmlFor="invite-email">Email</label>
              <input id="invite-email" name="email" type="email" required maxLength={254} />
            </Field>
            <Field>
              <label htmlFor="invite-name">Name</label>
              <input id="invite-name" name="name" type="text" required maxLength={100} />
            </Field>
            <Field>
              <label htmlFor="invite-role">Role</label>
              <select id="invite-role" name="role" defaultValue="viewer">
                <RoleOptions />
              </select>
            </Field>
            <DeskButton type="submit">Invite</DeskButton>
          </FieldRow>
        </form>
      </section>
    </>
  )
}
