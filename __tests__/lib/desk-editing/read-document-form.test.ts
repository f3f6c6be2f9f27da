import { emptyValues, fieldsOf } from '@/lib/desk-editing/document-type'
import {
  formInputOf,
  isAllowedLink,
  readDocumentForm,
  uniqueValuesOf,
  type ReadContext,
  type SubmittedForm,
} from '@/lib/desk-editing/read-document-form'
import { OFFER_PAGE_TYPE, PARTNER_PAGE_TYPE } from '@/lib/offers/landing-page-types'

const context: ReadContext = {
  siteOrigin: 'https://www.move.example',
  allowedHosts: ['account.example.com', 'partners.example.com'],
  sources: {
    cities: [
      { value: 'london', label: 'London' },
      { value: 'leeds', label: 'Leeds' },
    ],
    partners: [{ value: '1', label: 'Northwind Health' }],
    packages: [{ value: '5001', label: 'Northwind Full' }],
    'images:hero': [{ value: '/static/images/header/generic/1280x640.jpg', label: 'Generic' }],
    'images:mobile-hero': [],
    'images:logo': [],
  },
}

/** A partner page form every rule accepts; each case changes one field. */
const VALID_PARTNER: SubmittedForm = {
  urlSlug: 'become-a-partner-york',
  cityCode: 'leeds',
  ctaText: 'Grow your studio with Move',
  ctaButtonText: 'Become a Partner',
  signUpUrl: '/partner-self-signup',
  signInUrl: 'https://partners.example.com/signin',
  continueUrl: 'https://account.example.com/continue',
  entryContext: 'partner_page',
  pageTitle: 'Partner with Move in Leeds',
  pageDescription: 'List your venue on Move and welcome new members.',
}

function errorsFor(change: SubmittedForm) {
  const result = readDocumentForm(PARTNER_PAGE_TYPE, { ...VALID_PARTNER, ...change }, context)
  return result.ok ? {} : result.errors
}

describe('readDocumentForm: a message per field', () => {
  it('accepts the valid form, values in the declared shape', () => {
    const result = readDocumentForm(PARTNER_PAGE_TYPE, VALID_PARTNER, context)
    expect(result).toMatchObject({
      ok: true,
      values: { cityCode: 'leeds', urlSlug: 'become-a-partner-york' },
    })
  })

  it.each([
    ['too short', 'ab', 'Use 3 to 80 lower-case letters, digits, hyphens (-) or underscores (_)'],
    [
      'capitals',
      'Spring-Offer',
      'Use 3 to 80 lower-case letters, digits, hyphens (-) or underscores (_)',
    ],
    [
      'a slash',
      'spring/offer',
      'Use 3 to 80 lower-case letters, digits, hyphens (-) or underscores (_)',
    ],
    ['81 characters', 'a'.repeat(81), 'URL slug must be 80 characters or fewer (it has 81)'],
    ['empty', '', 'Enter the URL slug'],
    ['underscores and digits', 'move_at_home_2', undefined],
    ['3 characters', 'abc', undefined],
    ['80 characters', 'a'.repeat(80), undefined],
  ])('URL slug %s', (_, urlSlug, message) => {
    expect(errorsFor({ urlSlug }).urlSlug).toBe(message)
  })

  it.each([
    ['70 characters', 'T'.repeat(70), undefined],
    ['71 characters', 'T'.repeat(71), 'Page title must be 70 characters or fewer (it has 71)'],
    ['only spaces', '   ', 'Enter the page title'],
  ])('page title of %s', (_, pageTitle, message) => {
    expect(errorsFor({ pageTitle }).pageTitle).toBe(message)
  })

  it.each([
    ['160 characters', 'd'.repeat(160), undefined],
    [
      '161 characters',
      'd'.repeat(161),
      'Page description must be 160 characters or fewer (it has 161)',
    ],
  ])('page description of %s', (_, pageDescription, message) => {
    expect(errorsFor({ pageDescription }).pageDescription).toBe(message)
  })

  const LINK_MESSAGE =
    'Sign-up URL must be an https:// address on account.example.com or partners.example.com, or a path on this site starting with /'
  it.each([
    ['an allowed https host', 'https://account.example.com/signup?x=1', undefined],
    ['a path on this site', '/partner-self-signup', undefined],
    ['http on an allowed host', 'http://account.example.com/signup', LINK_MESSAGE],
    ['another host', 'https://evil.example/signup', LINK_MESSAGE],
    ['a look-alike host', 'https://account.example.com.evil.example/', LINK_MESSAGE],
    ['user info', 'https://account.example.com@evil.example/', LINK_MESSAGE],
    ['protocol-relative', '//evil.example/x', LINK_MESSAGE],
    ['javascript', 'javascript:alert(1)', LINK_MESSAGE],
    ['empty', '', 'Enter the sign-up URL'],
  ])('sign-up URL: %s', (_, signUpUrl, message) => {
    expect(errorsFor({ signUpUrl }).signUpUrl).toBe(message)
  })

  it.each([
    ['a listed city', 'london', undefined],
    ['no fixed city', '', undefined],
    ['an unknown city', 'atlantis', 'Choose the city from the list'],
  ])('city: %s', (_, cityCode, message) => {
    expect(errorsFor({ cityCode }).cityCode).toBe(message)
  })

  it('reports every failing field at once, and keeps what was typed', () => {
    const result = readDocumentForm(
      PARTNER_PAGE_TYPE,
      { ...VALID_PARTNER, urlSlug: 'Bad Slug', pageTitle: 'x'.repeat(90), ctaText: '' },
      context,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['ctaText', 'pageTitle', 'urlSlug'])
    expect(result.input.urlSlug).toBe('Bad Slug')
    expect(result.input.pageTitle).toBe('x'.repeat(90))
    expect(result.input.signInUrl).toBe(VALID_PARTNER.signInUrl)
  })
})

describe('readDocumentForm: offer page fields', () => {
  const offer: SubmittedForm = {
    ...VALID_PARTNER,
    pageVariant: 'Welcome',
    signInUrlForPurchase: 'https://account.example.com/signin?intent=purchase',
  }

  it('reads ticks, multiple choices in declared order, and HTML through the sanitiser', () => {
    const result = readDocumentForm(
      OFFER_PAGE_TYPE,
      {
        ...offer,
        ctaVoucherInput: 'on',
        activityTypes: ['swimming', 'yoga'],
        packageHtmlTagline:
          '<strong>£1</strong> a week<script>alert(1)</script><img src=x onerror=alert(1)>',
      },
      context,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.values.ctaVoucherInput).toBe(true)
    expect(result.values.layoutMapFirst).toBe(false)
    expect(result.values.activityTypes).toEqual(['yoga', 'swimming'])
    expect(result.values.packageHtmlTagline).toBe('<strong>£1</strong> a week')
    expect(result.values.pageVariant).toBe('Welcome')
  })

  it.each([
    [
      'an unknown variant',
      { pageVariant: 'Venue' },
      'pageVariant',
      'Choose the variant from the list',
    ],
    ['no variant', { pageVariant: '' }, 'pageVariant', 'Choose the variant'],
    [
      'an unknown activity type',
      { activityTypes: ['yoga', 'parkour'] },
      'activityTypes',
      'Choose the activity types offered from the list',
    ],
    [
      'a bad sign-up context',
      { entryContext: 'Partner Offer' },
      'entryContext',
      'Use lower-case letters, digits, _, : or - (e.g. partner_offer)',
    ],
    [
      'a bad FAQs variant',
      { layoutFaqsVariant: 'Welcome <b>' },
      'layoutFaqsVariant',
      "FAQs variant may hold letters, digits, '.', ':', '_' and '-' only",
    ],
  ])('%s', (_, change, field, message) => {
    const result = readDocumentForm(OFFER_PAGE_TYPE, { ...offer, ...change }, context)
    expect(result.ok ? {} : result.errors).toEqual({ [field]: message })
  })
})

describe('formInputOf and uniqueValuesOf', () => {
  it('shows stored values in the controls, empty ones as nothing picked', () => {
    const input = formInputOf(OFFER_PAGE_TYPE, {
      ...emptyValues(OFFER_PAGE_TYPE),
      urlSlug: 'spring',
      layoutMapFirst: true,
      activityTypes: ['gym'],
    })
    expect(input).toMatchObject({
      urlSlug: 'spring',
      cityCode: '',
      layoutMapFirst: true,
      activityTypes: ['gym'],
    })
    expect(Object.keys(input)).toHaveLength(fieldsOf(OFFER_PAGE_TYPE).length)
  })

  it('names the unique fields with their values', () => {
    const values = { ...emptyValues(PARTNER_PAGE_TYPE), urlSlug: 'spring' }
    expect(
      uniqueValuesOf(PARTNER_PAGE_TYPE, values).map((item) => [item.field.name, item.value]),
    ).toEqual([['urlSlug', 'spring']])
  })
})

describe('isAllowedLink', () => {
  it('refuses an absolute URL of our own origin over http, accepts it over https', () => {
    expect(isAllowedLink('http://www.move.example/x', context)).toBe(false)
    expect(isAllowedLink('https://www.move.example/x', context)).toBe(true)
  })
})
