import styled from 'styled-components'
import { BRAND } from '@/lib/brand'
import { colors, fonts, headingSizes, radii, space } from '@/styles/tokens'
import { Container } from './container'

const Bar = styled.header`
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surface};
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  gap: ${space.md};
`

const Wordmark = styled.a`
  font-family: ${fonts.display};
  font-weight: 700;
  font-size: ${headingSizes.wordmark};
  color: ${colors.primary};
  text-decoration: none;
  letter-spacing: -0.02em;
`

const SignIn = styled.a`
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

/** Spec §1: the header's link to the page's signInUrl. */
export const SIGN_IN_TEXT = 'Sign in'

/**
 * The top bar. Co-branded offers may hide our wordmark (hideMoveLogo); home stays reachable.
 * Landing pages pass their config's signInUrl (spec §1): 'Sign in' sits at the bar's end.
 * A plain link, not next/link: every page is a separately cached document, so client-side
 * navigation would gain little, and next/link would add ~3.5 KB gzip to every first load and
 * to each error boundary's chunk.
 */
export function SiteHeader({
  hideBrand = false,
  signInUrl,
}: {
  hideBrand?: boolean
  signInUrl?: string | null
}) {
  return (
    <Bar id="site-header">
      <Inner>
        {hideBrand ? (
          // eslint-disable-next-line @next/next/no-html-link-for-pages -- each page is its own cached document; next/link would add ~3.5 KB gzip to every first load
          <a href="/" className="visually-hidden">
            Home
          </a>
        ) : (
          <Wordmark href="/" aria-label={`${BRAND} home`}>
            {BRAND}
          </Wordmark>
        )}
        {signInUrl ? <SignIn href={signInUrl}>{SIGN_IN_TEXT}</SignIn> : null}
      </Inner>
    </Bar>
  )
}
