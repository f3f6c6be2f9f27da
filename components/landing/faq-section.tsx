import { Container } from '@/components/layout/container'
import { LINKS } from '@/lib/links'
import { Section, SectionHeading } from './section'
import { Layout, List, Questions } from './faq-section.styles'

export interface FaqItem {
  id: string
  heading: string
  /** Sanitised HTML from the API. */
  content: string
  defaultOpen: boolean
}

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
          <SectionHeading level="h2" id="faqs-heading">
            {heading}
          </SectionHeading>
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
