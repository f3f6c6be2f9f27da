import { serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld'

/** Structured data for crawlers; serialised so data can never close the script element. */
export function JsonLdScript({ data }: { data: readonly (JsonLdNode | null | undefined)[] }) {
  const present = data.filter((item) => item != null)
  if (present.length === 0) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(present) }}
    />
  )
}
