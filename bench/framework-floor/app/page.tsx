/**
 * The bare page bench:lighthouse measures beside /london: server-rendered text, no client
 * component, no styles, no fonts, no images. Whatever it costs is the framework's own bootstrap
 * and hydration on this host.
 */
const PARAGRAPHS = Array.from(
  { length: 20 },
  (_, index) =>
    `Paragraph ${index + 1}: plain server-rendered text, so that the page has content to paint.`,
)

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      {PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </main>
  )
}
