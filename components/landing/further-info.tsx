import { styled } from 'next-yak'
import type { FurtherInfoLink } from '@/lib/landing/further-info'
import { colors, space } from '@/styles/tokens'

const Nav = styled.nav`
  margin-top: ${space.md};
  color: ${colors.muted};
  font-size: 0.9375rem;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.lg};
    margin: ${space.xs} 0 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: ${colors.primaryDark};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`

/** layoutConfig.furtherInfo's links under the hero's call to action (lib/landing/further-info). */
export function FurtherInfo({ links }: { links: readonly FurtherInfoLink[] }) {
  if (links.length === 0) return null
  return (
    <Nav aria-label="Further information">
      <span>Not sure yet?</span>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.text}</a>
          </li>
        ))}
      </ul>
    </Nav>
  )
}
