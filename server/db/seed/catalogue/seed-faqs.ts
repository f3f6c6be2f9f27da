/**
 * FAQs by page variant (spec §2 FAQ section), plus generic ones (page_variant null). Answers are
 * simple HTML; the ones quoting prices are flagged so price-free pages can leave them out.
 */
import { BRAND, PRODUCT_NAMES } from '@/lib/brand'
import { ALTERNATE_VARIANT_REF } from './seed-landing-pages'
import type { FaqRow, PageVariant } from './types'

interface FaqSeed {
  heading: string
  contentHtml: string
  defaultOpen?: boolean
  mentionsPrices?: boolean
}

const GENERIC: FaqSeed[] = [
  {
    heading: `How does ${BRAND} work?`,
    contentHtml: `<p>One membership gives you access to gyms, pools, studios and classes across your city. Find something on the map, book it and show your pass at the door.</p>`,
    defaultOpen: true,
  },
  {
    heading: 'Can I cancel at any time?',
    contentHtml: `<p>Yes. There is no minimum term: cancel before your next billing date and you will not be charged again.</p>`,
  },
  {
    heading: 'How much does it cost?',
    contentHtml: `<p>Your first week is just <strong>£1</strong>. After that, plans start from <strong>£9.99 a week</strong>, depending on your city and plan.</p>`,
    mentionsPrices: true,
  },
  {
    heading: 'What do I need to bring?',
    contentHtml: `<p>Your phone with the ${BRAND} app, comfortable kit and a water bottle. Each activity lists anything extra, such as a towel or a swim cap.</p>`,
  },
  {
    heading: 'Can I bring a friend?',
    contentHtml: `<p>Friends need their own membership, but they can start with the same taster week you did.</p>`,
  },
  {
    heading: 'Is there an age limit?',
    contentHtml: `<p>Members must be 18 or over. Some venues run family sessions; check the activity details.</p>`,
  },
]

const BY_VARIANT: Record<PageVariant, FaqSeed[]> = {
  Discovery: [
    {
      heading: 'What is the Discovery taster?',
      contentHtml: `<p>A week to try ${BRAND} for <strong>£1</strong>. Pick from hundreds of activities and see what you enjoy before choosing a plan.</p>`,
      defaultOpen: true,
      mentionsPrices: true,
    },
    {
      heading: 'Which activities can I try?',
      contentHtml: `<p>Most activities welcome taster members. Those that do not are marked on the activity details, so you always know before you book.</p>`,
    },
    {
      heading: 'What happens after my taster week?',
      contentHtml: `<p>You choose a plan:</p><ul><li><strong>${PRODUCT_NAMES.lite}</strong>: 5 visits a month, from £9.99 a week</li><li><strong>Full Membership</strong>: 12 visits a month, from £14.99 a week</li></ul><p>Or cancel; there is nothing more to pay.</p>`,
      mentionsPrices: true,
    },
    {
      heading: 'How many visits do I get?',
      contentHtml: `<p>As many as you like during your taster week, one per venue per day.</p>`,
    },
    {
      heading: 'Do I need to book in advance?',
      contentHtml: `<p>Classes should be booked in the app; gyms and pools usually accept walk-ins. Each activity shows which applies.</p>`,
    },
    {
      heading: 'Which cities are included?',
      contentHtml: `<p>Your membership works in every ${BRAND} city, so you can keep training when you travel.</p>`,
    },
  ],
  Partner: [
    {
      heading: `What does it cost to list my venue on ${BRAND}?`,
      contentHtml: `<p>Nothing. There is no listing fee: we pay you for every visit a member makes.</p>`,
      defaultOpen: true,
    },
    {
      heading: 'How do I get paid?',
      contentHtml: `<p>Monthly, by bank transfer, with a statement of every visit.</p>`,
    },
    {
      heading: 'How do members book?',
      contentHtml: `<p>Members book through the ${BRAND} app; you see bookings in the partner dashboard or your own booking system.</p>`,
    },
    {
      heading: `Can I limit how many ${BRAND} members attend?`,
      contentHtml: `<p>Yes. You choose which sessions are available and how many spaces each one offers.</p>`,
    },
    {
      heading: 'How long does sign-up take?',
      contentHtml: `<p>About ten minutes online. Our partner team checks your details and your venue goes live within a few days.</p>`,
    },
    {
      heading: 'Can I stop at any time?',
      contentHtml: `<p>Yes, with 30 days' notice. Members with existing bookings keep them.</p>`,
    },
  ],
  Voucher: [
    {
      heading: 'Where do I find my voucher code?',
      contentHtml: `<p>In the email or letter from your benefits provider. Codes are 8 to 12 letters and numbers.</p>`,
      defaultOpen: true,
    },
    {
      heading: 'My code is not working',
      contentHtml: `<p>Check for spaces and that the code has not expired, then contact the Help Centre with your code.</p>`,
    },
    {
      heading: 'Does the voucher expire?',
      contentHtml: `<p>Yes, on the date printed on your voucher. Redeem it before then to start your week.</p>`,
    },
    {
      heading: 'What do I get with the voucher?',
      contentHtml: `<p>A free first week, then you can continue from <strong>£9.99 a week</strong> or cancel.</p>`,
      mentionsPrices: true,
    },
    {
      heading: 'Can I use more than one voucher?',
      contentHtml: `<p>One voucher per member.</p>`,
    },
  ],
  Welcome: [
    {
      heading: 'How long does the discount last?',
      contentHtml: `<p>The discounted weekly price applies while the offer runs: join before it ends and keep <strong>20% off</strong> for as long as you stay.</p>`,
      defaultOpen: true,
      mentionsPrices: true,
    },
    {
      heading: 'Who is eligible?',
      contentHtml: `<p>New members signing up through this page. Existing members keep their current plan.</p>`,
    },
    {
      heading: "What's included?",
      contentHtml: `<ul><li>12 visits a month</li><li>Hundreds of venues</li><li>Your first visit to each venue free</li></ul>`,
    },
    {
      heading: 'Can I switch plans later?',
      contentHtml: `<p>Yes, at the end of any billing cycle. Switching away ends the discount.</p>`,
    },
    {
      heading: 'Do I keep my discount if I move city?',
      contentHtml: `<p>Yes. Your plan moves with you.</p>`,
    },
  ],
  Venue: [
    {
      heading: `Can I visit this venue with ${BRAND}?`,
      contentHtml: `<p>Yes. Every activity listed on this page is open to ${BRAND} members; the details show which plans include it.</p>`,
      defaultOpen: true,
    },
    {
      heading: 'How do I book a session here?',
      contentHtml: `<p>Choose a session on the timetable, tap <strong>Book Now</strong> and show your pass at reception.</p>`,
    },
    {
      heading: 'Do I need to bring anything?',
      contentHtml: `<p>Comfortable kit and a water bottle. The venue's amenities list shows whether towels or lockers are available.</p>`,
    },
    {
      heading: 'What if the session is full?',
      contentHtml: `<p>Join the waiting list in the app: you will be told as soon as a space opens.</p>`,
    },
    {
      heading: 'Is there a top-up fee?',
      contentHtml: `<p>Some premium sessions ask for a small top-up, from <strong>£2.50</strong> per visit. It is always shown before you book.</p>`,
      mentionsPrices: true,
    },
  ],
}

/** Shown only to visitors who arrive with ?ref=spring. */
const BY_VARIANT_REF: { pageVariant: PageVariant; variantRef: string; faq: FaqSeed }[] = [
  {
    pageVariant: 'Discovery',
    variantRef: ALTERNATE_VARIANT_REF,
    faq: {
      heading: 'What is the spring offer?',
      contentHtml: `<p>Join this spring and your taster week is <strong>£1</strong>, with your first month of Full Membership at the discounted price.</p>`,
      defaultOpen: true,
      mentionsPrices: true,
    },
  },
]

export function buildFaqs(): FaqRow[] {
  const rows: Omit<FaqRow, 'id'>[] = []
  const push = (pageVariant: PageVariant | null, variantRef: string | null, faqs: FaqSeed[]) =>
    faqs.forEach((faq, position) =>
      rows.push({
        pageVariant,
        variantRef,
        heading: faq.heading,
        contentHtml: faq.contentHtml,
        defaultOpen: faq.defaultOpen ?? false,
        mentionsPrices: faq.mentionsPrices ?? false,
        position,
      }),
    )
  push(null, null, GENERIC)
  for (const [variant, faqs] of Object.entries(BY_VARIANT) as [PageVariant, FaqSeed[]][]) {
    push(variant, null, faqs)
  }
  for (const { pageVariant, variantRef, faq } of BY_VARIANT_REF)
    push(pageVariant, variantRef, [faq])
  return rows.map((row, index) => ({ id: index + 1, ...row }))
}
