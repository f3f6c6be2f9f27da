import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header, main landmark and footer for pages that are not landing pages. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter year={new Date().getFullYear()} />
    </>
  )
}
