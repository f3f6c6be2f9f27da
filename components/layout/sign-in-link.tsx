import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

/** Spec §1: the header's link to the page's signInUrl. */
export const SIGN_IN_TEXT = 'Sign in'

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.pill};
  color: ${colors.primaryDark};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${colors.primary};
    color: ${colors.surface};
  }
`

/** 'Sign in' for the site header, to the page config's signInUrl (spec §1). */
export function SignInLink({ href }: { href: string }) {
  return <Link href={href}>{SIGN_IN_TEXT}</Link>
}
