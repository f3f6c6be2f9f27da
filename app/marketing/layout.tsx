import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { BRAND } from '@/lib/brand'

/** Every desk page: never indexed (next.config.js adds X-Robots-Tag and no-store headers too). */
export const metadata: Metadata = {
  title: { default: `Marketing desk | ${BRAND}`, template: `%s | Marketing desk | ${BRAND}` },
  robots: { index: false, follow: false, nocache: true },
}

export default function MarketingLayout({ children }: { children: ReactNode }) {
  return children
}
