import { styled } from 'next-yak'
import { BRAND } from '@/lib/brand'
import { LINKS } from '@/lib/links'
import type { Confirmation } from '@/lib/partner-application/confirmation'
import { colors, headingSizes, radii, shadows, space } from '@/styles/tokens'

const Card = styled.section`
  max-width: 720px;
  margin: ${space.xl} auto;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  h1 {
    margin: 0 0 ${space.md};
    font-size: ${headingSizes.section};
  }

  h2 {
    margin: ${space.lg} 0 ${space.sm};
    font-size: ${headingSizes.title};
  }

  ol {
    padding-left: 1.25em;
  }

  li + li {
    margin-top: ${space.sm};
  }
`

const Reference = styled.p`
  font-size: 1.25rem;

  strong {
    font-family: ui-monospace, monospace;
    letter-spacing: 0.05em;
  }
`

const Note = styled.p`
  padding: ${space.md};
  border-left: 4px solid ${colors.warning};
  background: ${colors.subtle};
`

/** The confirmation after an application: its reference and what happens next. */
export function PartnerApplicationReceived({ confirmation }: { confirmation: Confirmation }) {
  return (
    <Card aria-labelledby="application-received-heading">
      <h1 id="application-received-heading">Application received</h1>
      <Reference>
        Your reference is <strong>{confirmation.reference}</strong>
      </Reference>
      {confirmation.kind === 'repeat' ? (
        <Note>
          We already have an application from this email address in the last 24 hours, so we have
          kept that one and not created another. Its reference is above; if anything has changed,
          tell us when we get in touch.
        </Note>
      ) : (
        <p>Thank you for applying to become a {BRAND} partner. Please keep your reference handy.</p>
      )}
      <h2>What happens next</h2>
      <ol>
        <li>Our partnerships team reviews your application within 5 working days.</li>
        <li>
          We call or email you to talk about your venue, your timetable and the partnership that
          suits you.
        </li>
        <li>
          Once approved, you sign in with the email and password you chose, add your activities and
          start welcoming {BRAND} members.
        </li>
      </ol>
      <p>
        Questions in the meantime? See the <a href={LINKS.partnerFaqs}>partner FAQs</a> or read the{' '}
        <a href={LINKS.partnerTerms}>Partner Terms</a>.
      </p>
    </Card>
  )
}
