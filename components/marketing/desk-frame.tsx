import type { ReactNode } from 'react'
import { styled } from 'next-yak'
import { BRAND } from '@/lib/brand'
import { can, ROLE_LABELS, type DeskAction, type StaffRole } from '@/lib/desk/permissions'
import {
  ACCOUNT_PATH,
  APPLICATIONS_PATH,
  AUDIT_PATH,
  DESK_PATH,
  EXPERIMENTS_PATH,
  LEADS_PATH,
  OFFERS_PATH,
  CONTENT_PATH,
  SIGN_OUT_PATH,
  STAFF_PATH,
} from '@/lib/marketing/desk-routes'
import { colors, fonts, space } from '@/styles/tokens'
import { DeskButton, DeskColumn } from './desk.styles'

const Bar = styled.header`
  background: ${colors.ink};
  color: ${colors.surface};

  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.md};
    padding-top: ${space.sm};
    padding-bottom: ${space.sm};
  }

  a {
    color: ${colors.surface};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a[aria-current='page'] {
    font-weight: 700;
    text-decoration-thickness: 3px;
  }

  form {
    margin-left: auto;
  }
`

const Title = styled.a`
  font-family: ${fonts.display};
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
`

const LINKS: ReadonlyArray<{ href: string; text: string; needs: DeskAction }> = [
  { href: DESK_PATH, text: 'Overview', needs: 'desk.read' },
  { href: OFFERS_PATH, text: 'Offers', needs: 'desk.read' },
  { href: CONTENT_PATH, text: 'Content', needs: 'desk.read' },
  { href: LEADS_PATH, text: 'Leads', needs: 'desk.read' },
  { href: APPLICATIONS_PATH, text: 'Applications', needs: 'desk.read' },
  { href: EXPERIMENTS_PATH, text: 'Experiments', needs: 'desk.read' },
  { href: AUDIT_PATH, text: 'Audit log', needs: 'audit.read' },
  { href: STAFF_PATH, text: 'Staff', needs: 'staff.manage' },
]

/** The desk's header (the sections the member's role opens, their account, sign-out) around a page. */
export function DeskFrame({
  current,
  staff,
  children,
}: {
  current: string
  staff: { name: string; role: StaffRole }
  children: ReactNode
}) {
  return (
    <>
      <Bar>
        <DeskColumn>
          <Title href={DESK_PATH}>{BRAND} marketing desk</Title>
          <nav aria-label="Marketing desk">
            <ul>
              {LINKS.filter((link) => can(staff.role, link.needs)).map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a href={ACCOUNT_PATH} aria-current={current === ACCOUNT_PATH ? 'page' : undefined}>
            {staff.name} ({ROLE_LABELS[staff.role]})
          </a>
          <form method="post" action={SIGN_OUT_PATH}>
            <DeskButton type="submit" data-variant="quiet">
              Sign out
            </DeskButton>
          </form>
        </DeskColumn>
      </Bar>
      <main id="main">
        <DeskColumn>{children}</DeskColumn>
      </main>
    </>
  )
}
