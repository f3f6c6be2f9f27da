import type { ReactNode } from 'react'
import { styled } from 'next-yak'
import { ctaButtonStyles } from '@/components/ui/cta-button-styles'
import { ctaMarker } from '@/lib/marketing/cta-click'
import { colors, space } from '@/styles/tokens'

const Anchor = styled.a`
  ${ctaButtonStyles};
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    transform 0.15s ease;

  &:hover {
    background: ${colors.primaryDark};
    border-color: ${colors.primaryDark};
  }

  &:active {
    transform: translateY(1px);
  }

  &[data-variant='secondary'] {
    background: transparent;
    color: ${colors.primaryDark};
  }

  &[data-variant='secondary']:hover {
    background: ${colors.primaryDark};
    color: ${colors.surface};
  }

  &[data-variant='inverse'] {
    border-color: ${colors.surface};
    background: ${colors.surface};
    color: ${colors.primaryDark};
  }

  &[data-variant='inverse']:hover {
    background: transparent;
    color: ${colors.surface};
  }

  &[data-size='compact'] {
    min-width: 0;
    min-height: 44px;
    padding: 10px ${space.lg};
    font-size: 1rem;
  }
`

export interface CtaLinkProps {
  href: string
  children: ReactNode
  /** primary (filled, default), secondary (outlined) or inverse (white, for coloured bands). */
  variant?: 'primary' | 'secondary' | 'inverse'
  /** compact drops the spec's 300 px CTA minimum width, for secondary links. */
  size?: 'cta' | 'compact'
  /** Where the button is, for analytics' 'Click CTA' and the marketing action ('hero'…). */
  ctaLocation?: string
  className?: string
}

/**
 * A call-to-action link styled as a button, at the spec's CTA size (min width 300 px, 256 px
 * under 332 px). Plain <a>: no client JavaScript; its clicks are reported by the marketing
 * calls' document listener (lib/marketing/cta-click.ts).
 */
export function CtaLink({
  href,
  children,
  variant = 'primary',
  size = 'cta',
  ctaLocation = 'page',
  className,
}: CtaLinkProps) {
  return (
    <Anchor
      href={href}
      data-variant={variant}
      data-size={size}
      className={className}
      {...ctaMarker(ctaLocation)}
    >
      {children}
    </Anchor>
  )
}
