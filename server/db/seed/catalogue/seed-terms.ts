/**
 * Our customer Terms & Conditions and Partner Terms, seeded as CMS Documents (lib/terms.ts
 * explains the block layout). Written for this product; plain English, UK consumer law.
 */
import { BRAND } from '@/lib/brand'
import type { TextContentValue } from '../../schema'
import { TERMS_TEXT_KEYS } from '@/lib/terms'

/** When the seeded terms were last changed. */
export const TERMS_LAST_UPDATED = '2026-11-02'

type Section = [heading: string, clauses: string[]]

function termsDocument(intro: string[], sections: Section[]): TextContentValue {
  return {
    kind: 'Document',
    blocks: [
      ...intro.map((value) => ({ kind: 'Text' as const, value })),
      ...sections.flatMap(([heading, clauses]) => [
        { kind: 'Text' as const, value: heading },
        { kind: 'List' as const, ordered: true, items: clauses },
      ]),
    ],
  }
}

const CUSTOMER_TERMS = termsDocument(
  [
    `These terms apply when you buy or use a ${BRAND} membership or trial. Please read them before you join: they explain what you get, what you pay, and how to cancel.`,
    'Nothing in these terms affects your legal rights as a consumer.',
  ],
  [
    [
      'About us and these terms',
      [
        `${BRAND} runs a marketplace that lets members visit gyms, pools, studios, clubs and classes run by independent venues ("partners") across the UK.`,
        `When we say "we" or "us" we mean ${BRAND}; "you" means the person who holds the membership.`,
        'Your contract for a membership is with us. Each visit is provided by the partner that runs the venue, under its own house rules.',
        'You must be 18 or over to buy a membership. Some venues set their own minimum age for particular activities.',
      ],
    ],
    [
      'Memberships and trials',
      [
        'Each membership plan shows, before you pay, its price, how often it renews and how many visits a month it includes.',
        'A trial gives you the visits described on the offer for the trial price. Unless you cancel before the trial ends, it continues as the plan shown on the offer, at that plan’s price.',
        'Unused visits do not carry over to the next month and have no cash value.',
        'Your membership is personal to you. You may not share your account, your bookings or your membership card.',
      ],
    ],
    [
      'Payment',
      [
        'You pay in advance for each billing period, by card or another method we offer. Prices include VAT.',
        'Some activities need a top-up on top of your plan. We always show a top-up price before you book, and you only pay it if you confirm.',
        'If a payment fails, we will let you know and try again. If it still fails after 7 days, we may pause your membership until it is paid.',
        'We may change the price of a plan for future billing periods. We will tell you at least 30 days before a change applies, and you may cancel before it does.',
      ],
    ],
    [
      'Booking and using visits',
      [
        'Book each visit through your account. A booking is confirmed only when you receive our confirmation.',
        'If you cannot attend, cancel the booking at least 12 hours before it starts and the visit goes back into your allowance. Later cancellations and missed bookings use up the visit.',
        'Follow the venue’s house rules and the instructions of its staff. A venue may refuse entry or ask you to leave if you do not, and we may suspend a membership after repeated or serious breaches.',
        'Timetables are set by the venues. If a venue cancels or moves a session you booked, we return the visit to your allowance and refund any top-up.',
      ],
    ],
    [
      'Your health and safety',
      [
        'Exercise carries some risk. Check with a doctor before starting a new activity if you have a medical condition, are pregnant or have not exercised for a while.',
        'Tell the venue’s instructor about any injury or condition that may affect you before a session starts.',
        'Use equipment only as shown, and stop if you feel pain, dizziness or discomfort.',
      ],
    ],
    [
      'Cancelling your membership',
      [
        'You have a legal right to cancel within 14 days of buying a membership online. If you have already used visits in that time, we may deduct a fair amount for them from your refund.',
        'After the first 14 days you can cancel at any time in your account. Your membership then ends at the end of the billing period you have paid for, and is not renewed.',
        'We may end a membership with 30 days’ notice, or straight away if you seriously or repeatedly break these terms. If we end it for any other reason, we refund the unused part of the period you have paid for.',
      ],
    ],
    [
      'If something goes wrong',
      [
        'If a visit is not as described, tell us within 14 days and we will put it right, for example by returning the visit or refunding a top-up.',
        'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable.',
        'Each partner is responsible for its premises, staff, equipment and sessions. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.',
      ],
    ],
    [
      'Your information',
      [
        'We use your personal information only as described in our privacy notice, and set cookies only as described in our Cookie Policy.',
        'We share with a venue only what it needs to welcome you: your name and the bookings you made there.',
      ],
    ],
    [
      'Complaints, changes and the law',
      [
        'If you are unhappy with anything, contact our support team through the Help Centre. We aim to reply within 2 working days and to resolve complaints within 14 days.',
        'We may update these terms, for example to reflect a change in the law or in our service. We will tell you about important changes at least 30 days before they apply.',
        'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    ],
  ],
)

const PARTNER_TERMS = termsDocument(
  [
    `These terms apply to venues, clubs and instructors ("partners") that list activities on ${BRAND}. They form the agreement between your business and ${BRAND} once we approve your application.`,
  ],
  [
    [
      'Joining as a partner',
      [
        'Applying does not create an agreement. We review every application and may ask for more information, visit your venue, or decline an application without giving reasons.',
        'Once approved, you confirm that the person who applied is authorised to accept these terms for your business.',
        'You must hold every licence, registration and permission your activities need, and keep them current while you are a partner.',
      ],
    ],
    [
      'Your listing',
      [
        'You are responsible for your listing: descriptions, photos, timetables, prices and amenities must be accurate and kept up to date in the partner portal.',
        'You grant us a non-exclusive, royalty-free licence to show your name, logo, photos and descriptions on our website, apps and marketing for as long as you are a partner.',
        'You must own or have permission to use every image and text you upload.',
        'We may edit a listing for clarity, accuracy or consistency, and may hide a listing that breaks these terms while we look into it.',
      ],
    ],
    [
      'Welcoming members',
      [
        `Check each member’s ${BRAND} booking or membership before a visit, using the partner portal or app.`,
        'Treat members as you treat your own customers: the same facilities, standard of service and safety briefing.',
        'You may refuse entry to a member who breaks your house rules or puts others at risk. Please tell us when you do, so we can follow up.',
        'Cancel a scheduled session only when you must, and record it in the partner portal as soon as possible so we can let booked members know.',
      ],
    ],
    [
      'Payment',
      [
        'Under Pay as you go, we pay the agreed rate for each checked-in visit. Under a Monthly partnership, we pay the agreed monthly fee, adjusted as set out in your partnership schedule.',
        'We pay monthly in arrears, within 15 working days of the end of each month, to the bank account in your partner portal, with a statement of the visits paid for.',
        'If you believe a statement is wrong, tell us within 60 days of receiving it and we will look into it with you.',
        'Rates are agreed in your partnership schedule and change only when we both agree in writing.',
      ],
    ],
    [
      'Health, safety and insurance',
      [
        'You are responsible for the safety of your premises, equipment, staff and sessions, and must follow the health and safety law that applies to them.',
        'Instructors must hold the qualifications their activities require. Lifeguards and first aiders must be present where the law or your sector’s guidance requires them.',
        'You must hold public liability insurance of at least £5 million per claim, and employer’s liability insurance where the law requires it, and show us the certificates on request.',
      ],
    ],
    [
      'Member information',
      [
        'We share with you the member details you need to welcome each visitor. Use them only for that purpose and delete them when you no longer need them.',
        'Do not market to members using details you received from us, unless they have also become your own customers directly.',
        'You must comply with UK data protection law, and tell us without delay about any security incident affecting member information.',
      ],
    ],
    [
      'Ending the partnership',
      [
        'Either of us may end the partnership by giving 30 days’ notice in writing. Members’ confirmed bookings within the notice period should still be honoured.',
        'We may end the partnership immediately if you seriously break these terms, if your venue becomes unsafe, or if you stop trading.',
        'When the partnership ends, we remove your listing and pay for every visit made up to the date it ends.',
      ],
    ],
    [
      'Liability',
      [
        'Each of us is responsible for our own acts and omissions, and for those of our staff and contractors.',
        'Neither of us is liable to the other for loss of profit, revenue or goodwill, or for indirect loss.',
        'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.',
      ],
    ],
    [
      'General',
      [
        'We may change these terms with at least 30 days’ notice. If you do not accept a change, you may end the partnership before it applies.',
        'These terms and your partnership schedule are the whole agreement between us about your listing on our marketplace.',
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.',
      ],
    ],
  ],
)

/** The terms texts, for the seed's texts table. */
export const TERMS_TEXTS: ReadonlyArray<{ key: string; content: TextContentValue }> = [
  { key: TERMS_TEXT_KEYS.customer.body, content: CUSTOMER_TERMS },
  { key: TERMS_TEXT_KEYS.customer.updated, content: { kind: 'Text', value: TERMS_LAST_UPDATED } },
  { key: TERMS_TEXT_KEYS.partner.body, content: PARTNER_TERMS },
  { key: TERMS_TEXT_KEYS.partner.updated, content: { kind: 'Text', value: TERMS_LAST_UPDATED } },
]
