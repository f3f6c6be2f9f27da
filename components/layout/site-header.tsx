import Link from 'next/link'
import styled from 'styled-components'
import { BRAND } from '@/lib/brand'
import { colors, fonts, space } from '@/styles/tokens'
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

const Wordmark = styled(Link)`
  font-family: ${fonts.display};
  font-weight: 700;
  font-size: 1.75rem;
  color: ${colors.primary};
  text-decoration: none;
  letter-spacing: -0.02em;
`

/** The top bar. Co-branded offers may hide our wordmark (hideMoveLogo); home stays reachable. */
export function SiteHeader({ hideBrand = false }: { hideBrand?: boolean }) {
  return (
    <Bar id="site-header">
      <Inner>
        {hideBrand ? (
          <Link href="/" className="visually-hidden">
            Home
          </Link>
        ) : (
          <Wordmark href="/" aria-label={`${BRAND} home`}>
            {BRAND}
          </Wordmark>
        )}
      </Inner>
    </Bar>
  )
}
