import {
  connectMarketingSink,
  MAX_BUFFERED_REPORTS,
  reportMarketing,
  resetMarketingReportsForTests,
} from '@/lib/marketing/report'
import { MARKETING_ACTIONS, type MarketingReport } from '@/lib/marketing/actions'

const report = (target: string): MarketingReport => ({
  action: MARKETING_ACTIONS.videoPlay,
  source: 'video',
  target,
})

afterEach(() => resetMarketingReportsForTests())

describe('reportMarketing', () => {
  it('keeps reports until the client connects, then hands them over in order', () => {
    reportMarketing(report('a'))
    reportMarketing(report('b'))
    const seen: string[] = []
    connectMarketingSink((item) => seen.push(item.target))
    reportMarketing(report('c'))
    expect(seen).toEqual(['a', 'b', 'c'])
  })

  it('keeps only the latest MAX_BUFFERED_REPORTS', () => {
    for (let i = 0; i < MAX_BUFFERED_REPORTS + 5; i++) reportMarketing(report(String(i)))
    const seen: string[] = []
    connectMarketingSink((item) => seen.push(item.target))
    expect(seen).toHaveLength(MAX_BUFFERED_REPORTS)
    expect(seen[0]).toBe('5')
  })

  it('buffers again after a disconnect', () => {
    const first: string[] = []
    const disconnect = connectMarketingSink((item) => first.push(item.target))
    disconnect()
    reportMarketing(report('later'))
    expect(first).toEqual([])
    const second: string[] = []
    connectMarketingSink((item) => second.push(item.target))
    expect(second).toEqual(['later'])
  })
})
