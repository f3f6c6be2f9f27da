import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { StarRowDefinition } from '@/components/ui/star-row'
import { BRAND } from '@/lib/brand'
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, SITE_URL } from '@/lib/site'
import { displayFont, textFont } from '@/styles/fonts'
import { colorValues } from '@/styles/tokens'
import '@/styles/tokens.css'
import '@/styles/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: DEFAULT_TITLE, template: `%s` },
  description: DEFAULT_DESCRIPTION,
  applicationName: BRAND,
  openGraph: { siteName: BRAND, locale: 'en_GB', type: 'website' },
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: colorValues.primary,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <StarRowDefinition />
      </body>
    </html>
  )
}
