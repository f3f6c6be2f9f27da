import type { ReactNode } from 'react'
import { BRAND } from '@/lib/brand'
import {
  footerLinkGroups,
  LINKS,
  socialLinks,
  type SiteLinks,
  type SocialNetwork,
} from '@/lib/links'
import { Container } from './container'
import { Footer, Top, Brand, Wordmark, Groups, Bottom, Social } from './site-footer.styles'

const icon = {
  viewBox: '0 0 24 24',
  width: 22,
  height: 22,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <svg {...icon}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  ),
  twitter: (
    <svg {...icon}>
      <path d="M23 3a10.9 10.9 0 0 1-3.14 1.53 4.48 4.48 0 0 0-7.86 3v1A10.66 10.66 0 0 1 3 4s-4 9 5 13a11.64 11.64 0 0 1-7 2c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.08-.83A7.72 7.72 0 0 0 23 3z" />
    </svg>
  ),
  instagram: (
    <svg {...icon}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  ),
}

export interface SiteFooterProps {
  /** The copyright year, from the server (no Date in render: no hydration mismatch at New Year). */
  year: number
  /** Partner pages: FAQs and Contact instead of the Help Centre, partner terms. */
  isPartnerPage?: boolean
  /** The link table; LINKS (from the environment) by default. */
  links?: SiteLinks
}

/** The site footer (spec §2 'Footer'). */
export function SiteFooter({ year, isPartnerPage = false, links = LINKS }: SiteFooterProps) {
  return (
    <Footer>
      <Container>
        <Top>
          <Brand>
            <Wordmark href="/" aria-label={`${BRAND} home`}>
              {BRAND}
            </Wordmark>
            <p>One membership for gyms, classes and pools across the UK.</p>
          </Brand>
          <Groups aria-label="Footer">
            {footerLinkGroups(isPartnerPage, links).map((group) => (
              <div key={group.title}>
                <h2>{group.title}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Groups>
        </Top>
        <Bottom>
          <p>
            © {year} {BRAND}. All rights reserved.
          </p>
          <Social aria-label="Social media">
            {socialLinks(links).map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${BRAND} on ${social.label} (opens in a new tab)`}
                >
                  {SOCIAL_ICONS[social.network]}
                </a>
              </li>
            ))}
          </Social>
        </Bottom>
      </Container>
    </Footer>
  )
}
