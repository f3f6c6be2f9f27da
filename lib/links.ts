/**
 * Where the footer and help links go. Our own pages are paths; everything hosted elsewhere
 * (company site, blog, help centre, partner portal, social profiles) comes from these
 * settings, each falling back to its default when unset, empty or not an http(s) URL.
 * They are NEXT_PUBLIC_ so client code may read them too: a change needs a rebuild.
 *
 * - NEXT_PUBLIC_COMPANY_SITE_URL (default https://www.example.com): base of About us
 *   (/about-us), Careers (/careers), Corporate Memberships (/corporate), Suggest a Venue
 *   (/suggest-a-venue) and Contact (/contact).
 *
 * Terms & Conditions (/terms), Partner Terms (/partner-terms) and the Cookie Policy
 * (/cookie-policy) are pages of this app.
 * - NEXT_PUBLIC_BLOG_URL (default https://blog.example.com): Blog.
 * - NEXT_PUBLIC_HELP_CENTRE_URL (default https://help.example.com): Help Centre and the
 *   'Questions?' block.
 * - NEXT_PUBLIC_PARTNER_FAQS_URL (default {help centre}/partners): FAQs on partner pages.
 * - NEXT_PUBLIC_PARTNER_SIGN_IN_URL (default https://partners.example.com/sign-in): Partner Sign In.
 * - NEXT_PUBLIC_FACEBOOK_URL, NEXT_PUBLIC_TWITTER_URL, NEXT_PUBLIC_INSTAGRAM_URL (defaults: the
 *   networks' home pages): the social profiles.
 */

/** The spec's one explicit route (§2). */
export const PARTNER_SIGNUP_PATH = '/partner-self-signup'

/** Where the cookie notice's policy link goes (the notice itself: lib/landing/cookie-notice). */
export const COOKIE_POLICY_PATH = '/cookie-policy'

import { PARTNER_TERMS_PATH, TERMS_PATH } from './terms'

export interface SiteLinks {
  aboutUs: string
  blog: string
  careers: string
  terms: string
  partnerTerms: string
  cookiePolicy: string
  helpCentre: string
  partnerFaqs: string
  contact: string
  suggestVenue: string
  partnerSignIn: string
  becomePartner: string
  corporateMemberships: string
  facebook: string
  twitter: string
  instagram: string
}

export interface LinkEnv {
  NEXT_PUBLIC_COMPANY_SITE_URL?: string
  NEXT_PUBLIC_BLOG_URL?: string
  NEXT_PUBLIC_HELP_CENTRE_URL?: string
  NEXT_PUBLIC_PARTNER_FAQS_URL?: string
  NEXT_PUBLIC_PARTNER_SIGN_IN_URL?: string
  NEXT_PUBLIC_FACEBOOK_URL?: string
  NEXT_PUBLIC_TWITTER_URL?: string
  NEXT_PUBLIC_INSTAGRAM_URL?: string
}

export const LINK_DEFAULTS = {
  companySite: 'https://www.example.com',
  blog: 'https://blog.example.com',
  helpCentre: 'https://help.example.com',
  partnerSignIn: 'https://partners.example.com/sign-in',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
} as const

/** `value` when it is an absolute http(s) URL, else `fallback`; trailing slashes dropped when `base`. */
function httpUrl(value: string | undefined, fallback: string, base = false): string {
  const trimmed = value?.trim() ?? ''
  let url = fallback
  if (trimmed !== '') {
    try {
      const { protocol } = new URL(trimmed)
      if (protocol === 'http:' || protocol === 'https:') url = trimmed
    } catch {
      // not a URL: keep the default
    }
  }
  return base ? url.replace(/\/+$/, '') : url
}

/** The link table for a set of settings (pure, so tests can pass their own). */
export function buildLinks(env: LinkEnv): SiteLinks {
  const company = httpUrl(env.NEXT_PUBLIC_COMPANY_SITE_URL, LINK_DEFAULTS.companySite, true)
  const helpCentre = httpUrl(env.NEXT_PUBLIC_HELP_CENTRE_URL, LINK_DEFAULTS.helpCentre, true)
  return {
    aboutUs: `${company}/about-us`,
    blog: httpUrl(env.NEXT_PUBLIC_BLOG_URL, LINK_DEFAULTS.blog, true),
    careers: `${company}/careers`,
    terms: TERMS_PATH,
    partnerTerms: PARTNER_TERMS_PATH,
    cookiePolicy: COOKIE_POLICY_PATH,
    helpCentre,
    partnerFaqs: httpUrl(env.NEXT_PUBLIC_PARTNER_FAQS_URL, `${helpCentre}/partners`),
    contact: `${company}/contact`,
    suggestVenue: `${company}/suggest-a-venue`,
    partnerSignIn: httpUrl(env.NEXT_PUBLIC_PARTNER_SIGN_IN_URL, LINK_DEFAULTS.partnerSignIn),
    becomePartner: PARTNER_SIGNUP_PATH,
    corporateMemberships: `${company}/corporate`,
    facebook: httpUrl(env.NEXT_PUBLIC_FACEBOOK_URL, LINK_DEFAULTS.facebook),
    twitter: httpUrl(env.NEXT_PUBLIC_TWITTER_URL, LINK_DEFAULTS.twitter),
    instagram: httpUrl(env.NEXT_PUBLIC_INSTAGRAM_URL, LINK_DEFAULTS.instagram),
  }
}

// Each variable is read by its full name so Next can inline it into client bundles too.
export const LINKS: SiteLinks = buildLinks({
  NEXT_PUBLIC_COMPANY_SITE_URL: process.env.NEXT_PUBLIC_COMPANY_SITE_URL,
  NEXT_PUBLIC_BLOG_URL: process.env.NEXT_PUBLIC_BLOG_URL,
  NEXT_PUBLIC_HELP_CENTRE_URL: process.env.NEXT_PUBLIC_HELP_CENTRE_URL,
  NEXT_PUBLIC_PARTNER_FAQS_URL: process.env.NEXT_PUBLIC_PARTNER_FAQS_URL,
  NEXT_PUBLIC_PARTNER_SIGN_IN_URL: process.env.NEXT_PUBLIC_PARTNER_SIGN_IN_URL,
  NEXT_PUBLIC_FACEBOOK_URL: process.env.NEXT_PUBLIC_FACEBOOK_URL,
  NEXT_PUBLIC_TWITTER_URL: process.env.NEXT_PUBLIC_TWITTER_URL,
  NEXT_PUBLIC_INSTAGRAM_URL: process.env.NEXT_PUBLIC_INSTAGRAM_URL,
})

export interface FooterLink {
  label: string
  href: string
}

export interface FooterLinkGroup {
  title: string
  links: FooterLink[]
}

/**
 * The footer's links (spec §2 'Footer'). Partner pages swap the Help Centre for partner FAQs
 * plus a Contact link, and the customer terms for the partner terms.
 */
export function footerLinkGroups(
  isPartnerPage: boolean,
  links: SiteLinks = LINKS,
): FooterLinkGroup[] {
  return [
    {
      title: 'Company',
      links: [
        { label: 'About us', href: links.aboutUs },
        { label: 'Blog', href: links.blog },
        { label: 'Careers', href: links.careers },
        { label: 'Corporate Memberships', href: links.corporateMemberships },
      ],
    },
    {
      title: 'Support',
      links: isPartnerPage
        ? [
            { label: 'FAQs', href: links.partnerFaqs },
            { label: 'Contact', href: links.contact },
            { label: 'Suggest a Venue', href: links.suggestVenue },
          ]
        : [
            { label: 'Help Centre', href: links.helpCentre },
            { label: 'Suggest a Venue', href: links.suggestVenue },
          ],
    },
    {
      title: 'Partners',
      links: [
        { label: 'Partner Sign In', href: links.partnerSignIn },
        { label: 'Become a Partner', href: links.becomePartner },
      ],
    },
    {
      title: 'Legal',
      links: [
        isPartnerPage
          ? { label: 'Partner Terms', href: links.partnerTerms }
          : { label: 'Terms & Conditions', href: links.terms },
        { label: 'Cookie Policy', href: links.cookiePolicy },
      ],
    },
  ]
}

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram'

export function socialLinks(
  links: SiteLinks = LINKS,
): Array<{ network: SocialNetwork; label: string; href: string }> {
  return [
    { network: 'facebook', label: 'Facebook', href: links.facebook },
    { network: 'twitter', label: 'Twitter', href: links.twitter },
    { network: 'instagram', label: 'Instagram', href: links.instagram },
  ]
}
