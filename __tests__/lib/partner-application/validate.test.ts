import { PARTNER_APPLICATION_LABELS } from '@/lib/partner-application/fields'
import { decodeConfirmation, encodeConfirmation } from '@/lib/partner-application/confirmation'
import {
  isReference,
  referenceFromBytes,
  REFERENCE_ALPHABET,
} from '@/lib/partner-application/reference'
import {
  PARTNER_APPLICATION_ERRORS as E,
  validatePartnerApplication,
  type RawForm,
} from '@/lib/partner-application/validate'

/** A fixed scorer: 'weak…' passwords score 1, everything else 3. */
const scorePassword = jest.fn((password: string) => (password.startsWith('weak') ? 1 : 3) as 1 | 3)
const options = { cityCodes: ['london', 'bristol'], scorePassword }

const VALID: RawForm = {
  venueName: 'Harbourside Climbing',
  venueType: 'climbing-wall',
  city: 'bristol',
  address: '12 Wapping Road, Bristol',
  postcode: 'bs1 4rw',
  contactName: 'Jo Bloggs',
  email: 'Jo@Harbourside.example',
  phone: '0117 496 0000',
  website: 'harbourside.example',
  activities: ['climbing', 'yoga'],
  about: 'Bouldering and roped climbing for all levels, with a yoga studio upstairs.',
  partnership: 'monthly',
  password: 'purple-kettle-lamp',
  acceptTerms: 'yes',
}

const check = (changes: RawForm) => validatePartnerApplication({ ...VALID, ...changes }, options)

describe('validatePartnerApplication', () => {
  it('accepts a complete application and normalises it', () => {
    const result = check({})
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.application).toEqual({
      venueName: 'Harbourside Climbing',
      venueType: 'climbing-wall',
      city: 'bristol',
      address: '12 Wapping Road, Bristol',
      postcode: 'BS1 4RW',
      contactName: 'Jo Bloggs',
      email: 'jo@harbourside.example',
      phone: '+441174960000',
      website: 'https://harbourside.example/',
      activities: ['yoga', 'climbing'],
      about: VALID.about,
      partnership: 'monthly',
      password: 'purple-kettle-lamp',
      marketingOptIn: false,
    })
    expect(scorePassword).toHaveBeenCalledWith('purple-kettle-lamp', [
      'Harbourside Climbing',
      'Jo Bloggs',
      'Jo@Harbourside.example',
      '12 Wapping Road, Bristol',
    ])
  })

  it.each<[string, RawForm]>([
    ['no website', { website: '' }],
    ['Other as the city', { city: 'other' }],
    ['the marketing opt-in ticked', { marketingOptIn: 'on' }],
    ['about exactly 20 characters', { about: 'a'.repeat(20) }],
    ['about exactly 2,000 characters', { about: 'a'.repeat(2000) }],
    ['a one-activity list as a single value', { activities: 'gym' }],
    ['a password of score 2', { password: 'kettleswim' }],
  ])('accepts %s', (_, changes) => {
    const scorer = (password: string) => (password === 'kettleswim' ? 2 : 3) as 2 | 3
    expect(
      validatePartnerApplication({ ...VALID, ...changes }, { ...options, scorePassword: scorer })
        .ok,
    ).toBe(true)
  })

  // The address is a textarea (3 rows): its lines are kept apart by commas.
  it.each<[string, string, string]>([
    ['one line', '12 Wapping Road, Bristol', '12 Wapping Road, Bristol'],
    ['two lines', '12 Wapping Road\nBristol', '12 Wapping Road, Bristol'],
    ['Windows line breaks', 'Unit 3\r\n12 Wapping Road\r\nBristol', 'Unit 3, 12 Wapping Road, Bristol'],
    ['lines ending in commas', 'Unit 3,\n12 Wapping Road,,\nBristol', 'Unit 3, 12 Wapping Road, Bristol'],
    ['blank lines and spaces', '  12  Wapping\tRoad \n\n \n Bristol ', '12 Wapping Road, Bristol'],
  ])('an address on %s reads as one line', (_, address, cleaned) => {
    const result = check({ address })
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.application.address).toBe(cleaned)
  })

  it.each<[string, RawForm, keyof typeof PARTNER_APPLICATION_LABELS, string]>([
    ['venue name missing', { venueName: '   ' }, 'venueName', E.venueNameMissing],
    ['venue name too short', { venueName: 'A' }, 'venueName', E.venueNameShort],
    ['venue name too long', { venueName: 'a'.repeat(121) }, 'venueName', E.venueNameLong],
    ['venue type missing', { venueType: '' }, 'venueType', E.venueType],
    ['venue type unknown', { venueType: 'casino' }, 'venueType', E.venueType],
    ['city missing', { city: '' }, 'city', E.city],
    ['city not in the catalogue', { city: 'atlantis' }, 'city', E.city],
    ['address missing', { address: '' }, 'address', E.addressMissing],
    ['address too short', { address: '1 A' }, 'address', E.addressShort],
    ['address too long', { address: 'a'.repeat(201) }, 'address', E.addressLong],
    ['postcode missing', { postcode: '' }, 'postcode', E.postcodeMissing],
    ['postcode not a UK postcode', { postcode: '90210' }, 'postcode', E.postcodeInvalid],
    ['contact name missing', { contactName: '' }, 'contactName', E.contactNameMissing],
    ['contact name too short', { contactName: 'J' }, 'contactName', E.contactNameShort],
    ['contact name too long', { contactName: 'a'.repeat(101) }, 'contactName', E.contactNameLong],
    ['email missing', { email: '' }, 'email', E.emailMissing],
    ['email without @', { email: 'jo.example.com' }, 'email', E.emailInvalid],
    ['email without a domain dot', { email: 'jo@example' }, 'email', E.emailInvalid],
    ['email too long', { email: `${'a'.repeat(250)}@x.com` }, 'email', E.emailInvalid],
    ['phone missing', { phone: '' }, 'phone', E.phoneMissing],
    ['phone not a UK number', { phone: '+33 1 23 45 67 89' }, 'phone', E.phoneInvalid],
    ['website with another scheme', { website: 'javascript:alert(1)' }, 'website', E.websiteScheme],
    ['website not an address', { website: 'not a website' }, 'website', E.websiteInvalid],
    ['website too long', { website: `https://x.com/${'a'.repeat(300)}` }, 'website', E.websiteLong],
    ['no activity', { activities: [] }, 'activities', E.activities],
    ['an unknown activity', { activities: ['yoga', 'poker'] }, 'activities', E.activities],
    ['about too short', { about: 'a'.repeat(19) }, 'about', E.aboutShort],
    ['about too long', { about: 'a'.repeat(2001) }, 'about', E.aboutLong],
    ['partnership missing', { partnership: '' }, 'partnership', E.partnership],
    ['partnership unknown', { partnership: 'free' }, 'partnership', E.partnership],
    ['password missing', { password: '' }, 'password', E.passwordMissing],
    ['password too short', { password: 'abc123' }, 'password', E.passwordShort],
    ['password too long', { password: 'a'.repeat(129) }, 'password', E.passwordLong],
    ['password below score 2', { password: 'weakpassword' }, 'password', E.passwordWeak],
    ['terms not accepted', { acceptTerms: undefined }, 'acceptTerms', E.acceptTerms],
  ])('%s: the error is on the field', (_, changes, field, message) => {
    const result = check(changes)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({ [field]: message })
  })

  it('gives the values back for redisplay, cleaned, and never the password', () => {
    const result = check({
      venueName: '  The\tWall \u0000 ',
      postcode: '',
      about: 'Line one\r\nLine two',
    })
    expect(result.ok).toBe(false)
    expect(result.values.venueName).toBe('The Wall')
    expect(result.values.about).toBe('Line one\nLine two')
    expect(JSON.stringify(result)).not.toContain('purple-kettle-lamp')
  })

  it('counts characters, not UTF-16 units (an emoji is one)', () => {
    expect(check({ about: `${'a'.repeat(1999)}🧗` }).ok).toBe(true)
  })
})

describe('references', () => {
  it('are MP- and 8 unambiguous capitals or digits', () => {
    const bytes = new Uint8Array(32).map((_, index) => index * 7)
    const reference = referenceFromBytes(bytes)
    expect(reference).toMatch(/^MP-[A-Z0-9]{8}$/)
    expect(isReference(reference)).toBe(true)
    expect(REFERENCE_ALPHABET).not.toMatch(/[01258BILOSZ]/)
  })

  it('skip bytes that would bias the draw, and fail without enough of them', () => {
    expect(referenceFromBytes(new Uint8Array([250, 251, 0, 1, 2, 3, 4, 5, 6, 7]))).toBe(
      'MP-34679ACD',
    )
    expect(() => referenceFromBytes(new Uint8Array(4))).toThrow()
  })

  it.each(['MP-1234567', 'mp-ACDEFGHJ', 'MP-ACDEFGH', 'MP-ACDEFGHJ ', 'XX-ACDEFGHJ'])(
    'rejects %p',
    (value) => expect(isReference(value)).toBe(false),
  )
})

describe('confirmation cookie', () => {
  it.each([
    [{ reference: 'MP-ACDEFGHJ', kind: 'new' as const }],
    [{ reference: 'MP-34679ACD', kind: 'repeat' as const }],
  ])('round-trips %p', (confirmation) => {
    expect(decodeConfirmation(encodeConfirmation(confirmation))).toEqual(confirmation)
  })

  it.each([undefined, '', 'MP-ACDEFGHJ', 'MP-ACDEFGHJ.old', '<script>.new', 'MP-ACDEFGHJ.new.x'])(
    'ignores %p',
    (value) => expect(decodeConfirmation(value)).toBeNull(),
  )
})
