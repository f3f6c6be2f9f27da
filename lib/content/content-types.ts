/**
 * The desk's content documents, declared once (lib/desk-editing): a CMS text as one Text or as a
 * Document of blocks, an FAQ and a testimonial (spec §3). Who a text or an FAQ is for (city,
 * marketing partner, variant, variantRef, hidden prices) is part of the document: the pages
 * pick rows by it as the spec's FetchText and FAQs queries say.
 */
import {
  defineDocumentType,
  type ChoiceField,
  type FieldDeclaration,
  type TextField,
} from '../desk-editing/document-type'

/** desk_documents.collection of each kind of content. */
export const TEXT_COLLECTION = 'text'
export const FAQ_COLLECTION = 'faq'
export const TESTIMONIAL_COLLECTION = 'testimonial'

/** Choice sources the server fills from the catalogue and the image pool. */
export const CONTENT_CHOICE_SOURCES = {
  cities: 'cities',
  partners: 'partner-slugs',
  testimonialImages: 'images:testimonial',
} as const

/** Every page variant a row may be for (the database's page_variant values). */
export const CONTENT_PAGE_VARIANTS = [
  { value: 'Discovery', label: 'Discovery' },
  { value: 'Welcome', label: 'Welcome' },
  { value: 'Voucher', label: 'Voucher' },
  { value: 'Partner', label: 'Partner' },
  { value: 'Venue', label: 'Venue' },
] as const

export const VARIANT_REF_PATTERN = '^[A-Za-z0-9_-]{1,60}$'

const variantRef: TextField = {
  kind: 'text',
  name: 'variantRef',
  label: 'Variant reference',
  hint: 'Only for pages opened with this ?ref= value. Leave empty for every page.',
  maxLength: 60,
  pattern: {
    source: VARIANT_REF_PATTERN,
    message: 'Variant reference may hold letters, digits, hyphens (-) and underscores (_) only',
  },
}

const position: TextField = {
  kind: 'text',
  name: 'position',
  label: 'Order',
  hint: 'Lower numbers come first.',
  required: true,
  // Longer than the pattern allows, so a word typed here gets the pattern's message.
  maxLength: 12,
  pattern: { source: '^\\d{1,4}$', message: 'Order must be a whole number from 0 to 9999' },
}

/** Plain text: the pages render texts as text, so markup would show as typed or be dropped. */
const PLAIN_TEXT = {
  source: '^[^<>]*$',
  message: 'Write plain text, without < or >',
}

const textAudience: readonly FieldDeclaration[] = [
  {
    kind: 'choice',
    name: 'cityCode',
    label: 'City',
    source: CONTENT_CHOICE_SOURCES.cities,
    emptyLabel: 'Every city',
  },
  {
    kind: 'choice',
    name: 'marketingPartnerSlug',
    label: 'Marketing partner',
    source: CONTENT_CHOICE_SOURCES.partners,
    emptyLabel: 'Every partner and none',
  },
  {
    kind: 'choice',
    name: 'pageVariant',
    label: 'Page variant',
    options: CONTENT_PAGE_VARIANTS,
    emptyLabel: 'Every variant',
  },
  variantRef,
  {
    kind: 'choice',
    name: 'hideCopyPrices',
    label: 'Prices on the page',
    options: [
      { value: 'hidden', label: 'Only where a page hides prices' },
      { value: 'shown', label: 'Only where a page shows prices' },
    ],
    emptyLabel: 'Either',
  },
]

const AUDIENCE_GROUP = {
  id: 'audience',
  title: 'Who sees it',
  description:
    'The most specific text wins: one for a ?ref=, a partner, a city or a variant beats the generic one.',
  fields: textAudience,
}

/** A text with one value. */
export const TEXT_TYPE = defineDocumentType({
  name: 'text',
  label: 'Text',
  groups: [
    {
      id: 'words',
      title: 'Words',
      fields: [
        {
          kind: 'textarea',
          name: 'value',
          label: 'Text',
          required: true,
          maxLength: 600,
          pattern: PLAIN_TEXT,
        },
      ],
    },
    AUDIENCE_GROUP,
  ],
})

/** A text of several blocks: paragraphs and lists. */
export const DOCUMENT_TYPE = defineDocumentType({
  name: 'document',
  label: 'Document',
  groups: [
    {
      id: 'words',
      title: 'Words',
      fields: [
        {
          kind: 'blocks',
          name: 'blocks',
          label: 'Paragraphs and lists',
          hint: 'Plain text. Empty paragraphs and items are left out when you save.',
          maxLength: 600,
          maxBlocks: 20,
          maxItems: 20,
        },
      ],
    },
    AUDIENCE_GROUP,
  ],
})

const pageVariant: ChoiceField = {
  kind: 'choice',
  name: 'pageVariant',
  label: 'Page variant',
  hint: 'Generic FAQs show on every variant that has none of its own.',
  options: CONTENT_PAGE_VARIANTS,
  emptyLabel: 'Generic',
}

export const FAQ_TYPE = defineDocumentType({
  name: 'faq',
  label: 'FAQ',
  groups: [
    {
      id: 'question',
      title: 'Question and answer',
      fields: [
        { kind: 'text', name: 'heading', label: 'Question', required: true, maxLength: 200 },
        {
          kind: 'html',
          name: 'contentHtml',
          label: 'Answer',
          hint: 'Paragraphs, lists, bold and links are kept; anything else is removed.',
          required: true,
          maxLength: 4000,
        },
        {
          kind: 'boolean',
          name: 'defaultOpen',
          label: 'Open when the page loads',
        },
        {
          kind: 'boolean',
          name: 'mentionsPrices',
          label: 'Quotes prices',
          hint: 'Left out of pages that hide prices.',
        },
      ],
    },
    {
      id: 'placement',
      title: 'Where it shows',
      fields: [
        pageVariant,
        { ...variantRef, hint: 'Also shown on pages opened with this ?ref=.' },
        position,
      ],
    },
  ],
})

export const TESTIMONIAL_TYPES = [
  { value: 'Customer', label: 'Customer' },
  { value: 'Partner', label: 'Partner' },
] as const

export const TESTIMONIAL_TYPE = defineDocumentType({
  name: 'testimonial',
  label: 'Testimonial',
  groups: [
    {
      id: 'testimonial',
      title: 'Testimonial',
      fields: [
        { kind: 'choice', name: 'type', label: 'From a', options: TESTIMONIAL_TYPES },
        {
          kind: 'text',
          name: 'name',
          label: 'Name',
          required: true,
          maxLength: 80,
          pattern: PLAIN_TEXT,
        },
        {
          kind: 'textarea',
          name: 'text',
          label: 'What they said',
          required: true,
          maxLength: 600,
          pattern: PLAIN_TEXT,
        },
        {
          kind: 'choice',
          name: 'image',
          label: 'Picture',
          source: CONTENT_CHOICE_SOURCES.testimonialImages,
        },
        position,
      ],
    },
  ],
})
