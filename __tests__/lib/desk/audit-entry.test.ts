/**
 * @jest-environment node
 */
import { boundedAuditEntry, MAX_AUDIT_SUBJECT_LENGTH } from '@/lib/desk/audit-entry'

const base = { actor: null, subject: '/offers/x', clientAddress: '192.0.2.1' }

describe('boundedAuditEntry', () => {
  it.each([
    ['auth.sign-in', 'auth.sign-in'],
    ['offer.publish-winner', 'offer.publish-winner'],
    ['experiment.publish-winner', 'experiment.publish-winner'],
    ['Offer Publish', 'unknown.action'],
    ['publish', 'unknown.action'],
    ['offer.', 'unknown.action'],
  ])('action %j is stored as %j', (action, stored) => {
    expect(boundedAuditEntry({ ...base, action }).action).toBe(stored)
  })

  it('keeps the given name of an unknown action in the details', () => {
    expect(boundedAuditEntry({ ...base, action: 'Bad Name' }).details).toEqual({
      given: 'Bad Name',
    })
  })

  it('drops secrets from details, however deep', () => {
    const entry = boundedAuditEntry({
      ...base,
      action: 'staff.invite',
      details: { role: 'editor', password: 'x', nested: { token: 'y', count: 2 }, otpCode: '1' },
    })
    expect(entry.details).toEqual({ role: 'editor', nested: { count: 2 } })
  })

  it('shortens a long subject and replaces oversized details', () => {
    const entry = boundedAuditEntry({
      ...base,
      action: 'offer.save',
      subject: 'x'.repeat(1000),
      details: { diff: 'y'.repeat(5000) },
    })
    expect(entry.subject).toHaveLength(MAX_AUDIT_SUBJECT_LENGTH)
    expect(entry.details).toEqual({ truncated: true })
  })
})
