/**
 * The desk session of the request being rendered, read once per request however many parts of
 * a page ask (React's cache): the page guard, the flash, the header's name and role.
 */
import { headers } from 'next/headers'
import { cache } from 'react'
import { getDatabase } from '@/server/db'
import { deskSessionFor, type DeskSession } from './desk-session'

export const currentDeskSession = cache(async (): Promise<DeskSession | null> => {
  const { db } = await getDatabase()
  return deskSessionFor(db, new Headers(await headers()))
})
