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

  h2,
  h3 {
    margin: ${space.xl} 0 ${space.md};
    font-size: ${headingSizes.title};
    scroll-margin-top: ${space.xl};
  }

  /* Inside a modal, which has the title and its own padding. */
  &[data-embedded] {
    padding: 0;
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

  h2,
  h3 {
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
  /**
   * Inside a modal that shows the title as its heading (an h2): no h1, section headings one
   * level down, and ids of their own so they never meet the page's.
   */
  embedded?: boolean
}

/** Terms as headings and numbered clauses ('2.3'), with the last-updated date and contents. */
export function TermsDocument({ title, terms, updated, embedded = false }: TermsDocumentProps) {
  const Heading = embedded ? 'h3' : 'h2'
  const prefix = embedded ? 'terms-' : ''
  const sectionId = (number: string) => `${prefix}section-${number}`
  return (
    <Article
      aria-labelledby={embedded ? undefined : 'terms-heading'}
      aria-label={embedded ? title : undefined}
      data-embedded={embedded ? '' : undefined}
    >
      {embedded ? null : <h1 id="terms-heading">{title}</h1>}
      {updated ? (
        <Updated>
          Last updated: <time dateTime={updated.iso}>{updated.label}</time>
        </Updated>
      ) : null}
      {terms.intro.map((html, index) => (
        <p key={index} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      {terms.sections.length > 1 ? (
        <Contents aria-labelledby={`${prefix}terms-contents`}>
          <Heading id={`${prefix}terms-contents`}>Contents</Heading>
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
          <Heading id={sectionId(section.number)}>
            {section.number}. <span dangerouslySetInnerHTML={{ __html: section.heading }} />
          </Heading>
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
