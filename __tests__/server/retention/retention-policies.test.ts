/** @jest-environment node */
import {
  analyticsRetentionSetting,
  DEFAULT_ANALYTICS_RETENTION_DAYS,
  emailLeadRetentionDays,
  partnerApplicationRetentionDays,
  RETENTION_POLICIES,
  RETENTION_SETTINGS,
} from '@/server/retention/retention-policies'

describe('analyticsRetentionSetting (ANALYTICS_RETENTION_DAYS)', () => {
  it.each([
    [undefined, { days: DEFAULT_ANALYTICS_RETENTION_DAYS }],
    ['', { days: 395 }],
    ['30', { days: 30 }],
    [' 730 ', { days: 730 }],
    ['1', { days: 1 }],
    ['3650', { days: 3650 }],
    ['0', { days: 395, invalid: '0' }],
    ['3651', { days: 395, invalid: '3651' }],
    ['-5', { days: 395, invalid: '-5' }],
    ['1.5', { days: 395, invalid: '1.5' }],
    ['a year', { days: 395, invalid: 'a year' }],
  ])('%j → %j', (value, expected) => {
    expect(analyticsRetentionSetting({ ANALYTICS_RETENTION_DAYS: value })).toEqual(expected)
  })

  it('defaults to 395 days (13 months)', () => {
    expect(DEFAULT_ANALYTICS_RETENTION_DAYS).toBe(395)
  })
})

describe('the leads and partner applications periods', () => {
  it.each([
    [{}, 395, 730],
    [{ EMAIL_LEAD_RETENTION_DAYS: '90', PARTNER_APPLICATION_RETENTION_DAYS: '365' }, 90, 365],
    [{ EMAIL_LEAD_RETENTION_DAYS: '0', PARTNER_APPLICATION_RETENTION_DAYS: 'forever' }, 395, 730],
    [{ EMAIL_LEAD_RETENTION_DAYS: '3651', PARTNER_APPLICATION_RETENTION_DAYS: '' }, 395, 730],
  ])('%j → leads %i days, applications %i days', (env, leads, applications) => {
    expect(emailLeadRetentionDays(env)).toBe(leads)
    expect(partnerApplicationRetentionDays(env)).toBe(applications)
  })

  it('are checked at start-up with the others (the audit log’s too)', () => {
    expect(RETENTION_SETTINGS.map(([name]) => name)).toEqual([
      'ANALYTICS_RETENTION_DAYS',
      'CSP_REPORT_RETENTION_DAYS',
      'EMAIL_LEAD_RETENTION_DAYS',
      'PARTNER_APPLICATION_RETENTION_DAYS',
      'AUDIT_RETENTION_DAYS',
    ])
  })
})

describe('RETENTION_POLICIES', () => {
  it('deletes actions before the visitors they belong to', () => {
    const names = RETENTION_POLICIES.map((policy) => policy.name)
    expect(names.indexOf('visitor actions')).toBeLessThan(names.indexOf('visitors without actions'))
  })
})
