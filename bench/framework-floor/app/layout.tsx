import type { ReactNode } from 'react'

export const metadata = {
  title: 'Framework floor',
  description: 'A bare Next.js page: the least main-thread work a page of this stack can cost.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
