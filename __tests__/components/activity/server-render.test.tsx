/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server'
import { ActivityDetailsView } from '@/components/activity/activity-details-view'
import { activity, CONTINUE_URL } from './fixtures'

describe('ActivityDetailsView renders on the server', () => {
  it('stably, with the details, the default day and the links in the HTML', () => {
    const page = (
      <ActivityDetailsView
        activity={{
          ...activity,
          description: `${activity.description}${'<p>More and more words about the class.</p>'.repeat(20)}`,
        }}
        today="Thursday"
        continueUrl={CONTINUE_URL}
        pricingTabs={{ enabled: true, resetKey: 'plans' }}
        purchase={<p>Purchase block</p>}
      />
    )
    const html = renderToString(page)
    expect(renderToString(page)).toBe(html)
    for (const text of [
      'Vinyasa Flow',
      'Ancoats Yoga Loft',
      'Rated 8.6 / 10',
      '<li>Mats provided</li>',
      // Thursday has no sessions: Saturday's are in the HTML.
      '9:00am',
      '/activities/101/timeslots/s6/calendar.ics',
      'context_ref_source=activity',
      'Purchase block',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toMatch(
      /aria-label="Saturday"[^>]*aria-selected="true"|aria-selected="true"[^>]*aria-label="Saturday"/,
    )
    // Collapsed from the first paint; the toggle only appears once measured in the browser.
    expect(html).toContain('data-collapsed=""')
    expect(html).not.toContain('>More<')
  })
})
