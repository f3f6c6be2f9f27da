import styled from 'styled-components'
import { Container } from '@/components/layout/container'
import { LINKS } from '@/lib/links'
import { colors, fonts, headingSizes, radii, shadows, space } from '@/styles/tokens'
import { Section, SectionHeading } from './section'

export interface FaqItem {
  id: string
  heading: string
  /** Sanitised HTML from the API. */
  content: string
  defaultOpen: boolean
}

const Layout = styled.div`
  max-width: 52rem;
  margin: 0 auto;
`

const List = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.lg};

  .faq-item {
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};

    &[open] {
      box-shadow: ${shadows.card};
    }

    summary {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${space.md};
      padding: ${space.md} ${space.lg};
      color: ${colors.ink};
      font-family: ${fonts.display};
      font-size: ${headingSizes.small};
      font-weight: 700;
      cursor: pointer;
      list-style: none;
    }

    summary::-webkit-details-marker {
      display: none;
    }

    /* A plus that turns into a minus when open. */
    summary::after {
      content: '+';
      flex: none;
      display: grid;
      place-items: center;
      width: 28px;
      height: 28px;
      border-radius: ${radii.pill};
      background: ${colors.subtle};
      color: ${colors.primaryDark};
      font-size: ${headingSizes.title};
      line-height: 1;
    }

    &[open] summary::after {
      content: '\\2212';
    }

    summary:focus-visible {
      border-radius: ${radii.md};
    }
  }

  .faq-answer {
    padding: 0 ${space.lg} ${space.md};
    color: ${colors.muted};

    p,
    ul,
    ol {
      margin: 0 0 ${space.sm};
    }
  }
`

const Questions = styled.aside`
  margin-top: ${space.xl};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.subtle};
  text-align: center;

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${headingSizes.title};
  }

  p {
    margin: 0;
    color: ${colors.muted};
  }

  a {
    font-weight: 600;
  }
`

export interface FaqSectionProps {
  faqs: readonly FaqItem[]
  heading?: string
  /** The 'Questions?' block's link; the help centre (lib/links.ts) by default. */
  helpCentreUrl?: string
}

/**
 * FAQs (spec §2): native <details> items, open when defaultOpen, and a 'Questions?' block
 * linking to the help centre. No FAQs: nothing at all.
 */
export function FaqSection({
  faqs,
  heading = 'Frequently asked questions',
  helpCentreUrl = LINKS.helpCentre,
}: FaqSectionProps) {
  if (faqs.length === 0) return null
  return (
    <Section id="faqs" aria-labelledby="faqs-heading">
      <Container>
        <Layout>
          <SectionHeading id="faqs-heading">{heading}</SectionHeading>
          <List>
            {faqs.map((faq) => (
              <details className="faq-item" key={faq.id} open={faq.defaultOpen}>
                <summary>{faq.heading}</summary>
                <div className="faq-answer" dangerouslySetInnerHTML={{ __html: faq.content }} />
              </details>
            ))}
          </List>
          <Questions aria-labelledby="faq-questions-heading">
            <h3 id="faq-questions-heading">Questions?</h3>
            <p>
              Our <a href={helpCentreUrl}>Help Centre</a> has answers about memberships, bookings
              and payments.
            </p>
          </Questions>
        </Layout>
      </Container>
    </Section>
  )
}
