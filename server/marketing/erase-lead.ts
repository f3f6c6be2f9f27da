/**
 * The desk's erasure: what it erases, and how, lives in server/privacy (one function the desk
 * route calls).
 */
export { eraseEmailAddress, type ErasureResult } from '@/server/privacy/erase-email-address'
