import type { ReactNode } from 'react'
import { styled } from 'next-yak'
import { BRAND } from '@/lib/brand'
import { colors, fonts, headingSizes, space } from '@/styles/tokens'
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

/**
 * The top bar. Co-branded offers may hide our wordmark (hideMoveLogo); home stays reachable.
 * Landing pages pass their 'Sign in' link (spec §1), which sits at the bar's end.
 * A plain link, not next/link: every page is a separately cached document, so client-side
 * navigation would gain little, and next/link would add ~3.5 KB gzip to every first load and
 * to each error boundary's chunk.
 */
export function SiteHeader({
  hideBrand = false,
  signIn,
}: {
  hideBrand?: boolean
  /** Landing pages' 'Sign in' link (./sign-in-link): a slot, so error pages ship none of it. */
  signIn?: ReactNode
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
        {signIn}
      </Inner>
    </Bar>
  )
}
