import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld'

/** Structured data for crawlers; serialised so data can never close the script element. */
export function JsonLdScript({ data }: { data: readonly (JsonLd | null | undefined)[] }) {
  const present = data.filter((item) => item != null)
  if (present.length === 0) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(present) }}
    />
  )
}
