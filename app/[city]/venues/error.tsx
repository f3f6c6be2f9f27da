'use client'

/**
 * The root boundary's message, not the landing pages' (components/landing/landing-error.tsx):
 * this page reads no landing config, so its failures are not 'Could not get config'.
 */
export { default } from '@/app/error'
