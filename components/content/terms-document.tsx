import { styled } from 'next-yak'
import type { TermsDocument as Terms } from '@/lib/terms'
import { colors, headingSizes, space } from '@/styles/tokens'

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
  padding: ${space.xl} 0 ${space.xxl};

  h1 {
    margin: 0 0 ${space.sm};
    font-size: ${headingSizes.page};
  }

  h2 {
    margin: ${space.xl} 0 ${space.md};
    font-size: ${headingSizes.title};
    scroll-margin-top: ${space.xl};
  }
`

const Updated = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.muted};
`

const Contents = styled.nav`
  margin: ${space.lg} 0;
  padding: ${space.md} ${space.lg};
  border-left: 4px solid ${colors.primary};
  background: ${colors.subtle};

  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${headingSizes.small};
  }

  ol {
    margin: 0;
    padding-left: 1.5em;
  }
`

const Clauses = styled.ol`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 3.25em 1fr;
  }

  li > span:first-child {
    color: ${colors.muted};
    font-weight: 600;
  }
`

export interface TermsDocumentProps {
  title: string
  terms: Terms
  updated: { iso: string; label: string } | null
}

/** Terms as headings and numbered clauses ('2.3'), with the last-updated date and contents. */
export function TermsDocument({ title, terms, updated }: TermsDocumentProps) {
  const sectionId = (number: string) => `section-${number}`
  return (
    <Article aria-labelledby="terms-heading">
      <h1 id="terms-heading">{title}</h1>
      {updated ? (
        <Updated>
          Last updated: <time dateTime={updated.iso}>{updated.label}</time>
        </Updated>
      ) : null}
      {terms.intro.map((html, index) => (
        <p key={index} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      {terms.sections.length > 1 ? (
        <Contents aria-labelledby="terms-contents">
          <h2 id="terms-contents">Contents</h2>
          <ol>
            {terms.sections.map((section) => (
              <li key={section.number}>
                <a
                  href={`#${sectionId(section.number)}`}
                  dangerouslySetInnerHTML={{ __html: section.heading }}
                />
              </li>
            ))}
          </ol>
        </Contents>
      ) : null}
      {terms.sections.map((section) => (
        <section key={section.number} aria-labelledby={sectionId(section.number)}>
          <h2 id={sectionId(section.number)}>
            {section.number}. <span dangerouslySetInnerHTML={{ __html: section.heading }} />
          </h2>
          <Clauses>
            {section.clauses.map((clause) => (
              <li key={clause.number}>
                <span>{clause.number}</span>
                <span dangerouslySetInnerHTML={{ __html: clause.html }} />
              </li>
            ))}
          </Clauses>
        </section>
      ))}
    </Article>
  )
}
