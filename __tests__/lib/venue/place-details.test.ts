import { internationalPhone } from '@/lib/venue/contact'
import { openingHoursFromSessions } from '@/lib/venue/opening-hours'
import { parseUkAddress } from '@/lib/venue/postal-address'

describe('parseUkAddress', () => {
  it.each<[string, string | null, ReturnType<typeof parseUkAddress>]>([
    [
      '12 Pollard Street, Ancoats, Manchester M4 5AB',
      'Manchester',
      {
        streetAddress: '12 Pollard Street, Ancoats',
        addressLocality: 'Manchester',
        postalCode: 'M4 5AB',
      },
    ],
    [
      '3 Rivington Street, Shoreditch, London EC2A 3DT',
      null,
      {
        streetAddress: '3 Rivington Street, Shoreditch',
        addressLocality: 'London',
        postalCode: 'EC2A 3DT',
      },
    ],
    [
      '  Unit 4,  Kelham Island ,Sheffield   s3 8rl ',
      'Sheffield',
      {
        streetAddress: 'Unit 4, Kelham Island',
        addressLocality: 'Sheffield',
        postalCode: 'S3 8RL',
      },
    ],
    [
      '1 Milsom Street Bath BA1 1DA',
      'Bath',
      { streetAddress: '1 Milsom Street', addressLocality: 'Bath', postalCode: 'BA1 1DA' },
    ],
    [
      '1 Milsom Street BA11DA',
      'Bath',
      { streetAddress: '1 Milsom Street', addressLocality: null, postalCode: 'BA1 1DA' },
    ],
    [
      'Streamed live from Hackney, London',
      'London',
      { streetAddress: 'Streamed live from Hackney', addressLocality: 'London', postalCode: null },
    ],
    ['Somewhere', null, { streetAddress: 'Somewhere', addressLocality: null, postalCode: null }],
  ])('%p (city %p)', (address, city, expected) => {
    expect(parseUkAddress(address, city)).toEqual(expected)
  })
})

describe('openingHoursFromSessions', () => {
  it('spans the earliest start to the latest end of each day, Monday to Sunday', () => {
    expect(
      openingHoursFromSessions([
        { dayOfWeek: 'Sunday', startTime: '10:00:00', endTime: '11:00:00' },
        { dayOfWeek: 'Monday', startTime: '18:30:00', endTime: '19:45:00' },
        { dayOfWeek: 'Monday', startTime: '06:15:00', endTime: '07:00:00' },
        { dayOfWeek: 'Monday', startTime: '12:00', endTime: '12:45' },
      ]),
    ).toEqual([
      { dayOfWeek: 'Monday', opens: '06:15', closes: '19:45' },
      { dayOfWeek: 'Sunday', opens: '10:00', closes: '11:00' },
    ])
  })

  it.each([
    ['an unknown day', { dayOfWeek: 'Funday', startTime: '09:00:00', endTime: '10:00:00' }],
    ['a malformed time', { dayOfWeek: 'Monday', startTime: '9am', endTime: '10:00:00' }],
    ['an impossible time', { dayOfWeek: 'Monday', startTime: '24:30:00', endTime: '25:00:00' }],
    [
      'an end before its start',
      { dayOfWeek: 'Monday', startTime: '23:00:00', endTime: '01:00:00' },
    ],
    ['no length', { dayOfWeek: 'Monday', startTime: '09:00:00', endTime: '09:00:00' }],
  ])('leaves out a session with %s', (_, session) => {
    expect(openingHoursFromSessions([session])).toEqual([])
  })
})

describe('internationalPhone', () => {
  it.each<[string | null, string | null]>([
    ['020 7946 0123', '+44 20 7946 0123'],
    ['0161 496 0123', '+44 161 496 0123'],
    ['07700 900123', '+44 7700 900123'],
    ['(0117) 496-0123', '+44 117 496 0123'],
    ['+44 (0)20 7946 0123', '+44 20 7946 0123'],
    ['+44 20 7946 0123', '+44 20 7946 0123'],
    ['999', null],
    ['call us', null],
    ['', null],
    [null, null],
  ])('%p → %p', (phone, expected) => {
    expect(internationalPhone(phone)).toBe(expected)
  })
})
