import type { ActivityDetailsData } from '@/components/activity/activity-details-view'

/** Sessions on Monday, Wednesday and Saturday; nothing on the other days. */
export const activity: ActivityDetailsData = {
  id: '101',
  title: 'Vinyasa Flow',
  img_url: '/static/images/activities/yoga-1.svg',
  rating: 8.6,
  lat: 53.4839,
  lng: -2.2301,
  description:
    '<p>A 60-minute <strong>Vinyasa Flow</strong> session.</p><ul><li>Mats provided</li><li>All levels</li></ul><p>Arrive ten minutes early.</p>',
  venue: {
    id: '7',
    name: 'Ancoats Yoga Loft',
    address: '12 Mill Street, Ancoats, Manchester M4 6AB',
    urlSlug: 'ancoats-yoga-loft',
  },
  timeslots: [
    { id: 's3', start_time: '12:00:00', end_time: '13:00:00', day_of_week: 'Monday' },
    { id: 's1', start_time: '06:30:00', end_time: '07:30:00', day_of_week: 'Monday' },
    { id: 's4', start_time: '18:00:00', end_time: '19:00:00', day_of_week: 'Wednesday' },
    { id: 's5', start_time: '00:00:00', end_time: '00:45:00', day_of_week: 'Wednesday' },
    { id: 's6', start_time: '09:00:00', end_time: '10:00:00', day_of_week: 'Saturday' },
  ],
}

export const CONTINUE_URL = 'https://account.example.com/continue?lang=en'
