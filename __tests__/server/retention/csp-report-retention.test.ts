import {
  cspReportRetentionDays,
  DEFAULT_CSP_REPORT_RETENTION_DAYS,
  RETENTION_POLICIES,
} from '@/server/retention/retention-policies'

describe('CSP report retention', () => {
  it.each<[string | undefined, number]>([
    [undefined, DEFAULT_CSP_REPORT_RETENTION_DAYS],
    ['', DEFAULT_CSP_REPORT_RETENTION_DAYS],
    ['7', 7],
    [' 90 ', 90],
    ['3650', 3650],
    ['0', DEFAULT_CSP_REPORT_RETENTION_DAYS],
    ['3651', DEFAULT_CSP_REPORT_RETENTION_DAYS],
    ['1.5', DEFAULT_CSP_REPORT_RETENTION_DAYS],
    ['a week', DEFAULT_CSP_REPORT_RETENTION_DAYS],
  ])('CSP_REPORT_RETENTION_DAYS=%p keeps reports %p days', (value, days) => {
    expect(cspReportRetentionDays({ CSP_REPORT_RETENTION_DAYS: value })).toBe(days)
  })

  it('is one of the retention job’s policies', () => {
    const policy = RETENTION_POLICIES.find((entry) => entry.name === 'CSP violation reports')
    expect(policy?.maxAgeDays({ CSP_REPORT_RETENTION_DAYS: '12' })).toBe(12)
  })
})
