import type { Metadata } from 'next'
import { SetPasswordForm } from '@/components/marketing/set-password-form'
import { isStaffPasswordProblem } from '@/lib/desk/staff-password'
import { getDatabase } from '@/server/db'
import { linkHolder } from '@/server/desk/set-password'

export const metadata: Metadata = { title: 'Set your password' }

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** A one-time link: who it is for, and the password form (or why the link no longer works). */
export default async function SetPasswordPage({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams])
  const { db } = await getDatabase()
  const holder = await linkHolder(db, token)
  const problem = isStaffPasswordProblem(query.problem) ? query.problem : null
  return (
    <SetPasswordForm
      token={token}
      holder={holder ? { email: holder.email, name: holder.name } : null}
      problem={problem}
    />
  )
}
