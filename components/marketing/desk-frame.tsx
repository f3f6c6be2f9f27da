import type { ReactNode } from 'react'
import { styled } from 'next-yak'
import { BRAND } from '@/lib/brand'
import {
  APPLICATIONS_PATH,
  DESK_PATH,
  LEADS_PATH,
  OFFERS_PATH,
  SIGN_OUT_PATH,
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

const LINKS = [
  { href: DESK_PATH, text: 'Overview' },
  { href: OFFERS_PATH, text: 'Offers' },
  { href: LEADS_PATH, text: 'Leads' },
  { href: APPLICATIONS_PATH, text: 'Applications' },
] as const

/** The desk's header (its sections and sign-out) around a page. */
export function DeskFrame({ current, children }: { current: string; children: ReactNode }) {
  return (
    <>
      <Bar>
        <DeskColumn>
          <Title href={DESK_PATH}>{BRAND} marketing desk</Title>
          <nav aria-label="Marketing desk">
            <ul>
              {LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
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
