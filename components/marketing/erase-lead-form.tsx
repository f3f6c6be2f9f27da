import type { FlashMessage } from '@/lib/desk/flash-message'
import { countLabel } from '@/lib/format/count'
import { ERASE_LEAD_PATH } from '@/lib/marketing/desk-routes'
import { ERASURE_PROBLEMS, type ErasureProblem } from '@/lib/marketing/erasure'
import { styled } from 'next-yak'
import { space } from '@/styles/tokens'
import { DeskButton, Field, FieldError, Notice } from './desk.styles'

const ConfirmRow = styled.div`
  margin: ${space.md} 0;
`

/** An erasure request: every record of an address goes (leads, identify events, applications). */
export function EraseLeadForm({
  problem,
  erased,
}: {
  problem: ErasureProblem | null
  erased: Omit<Extract<FlashMessage, { kind: 'erased' }>, 'kind'> | null
}) {
  const emailProblem = problem === 'missing' || problem === 'invalid'
  return (
    <section aria-labelledby="erase-lead">
      <h2 id="erase-lead">Erase a lead</h2>
      <p>
        For an erasure request: removes the address from every lead, from analytics events and
        visitor actions that carry it, from CSP reports that name it and from partner
        applications made with it. This cannot be undone.
      </p>
      {erased ? (
        <Notice role="status">
          Erased: {countLabel(erased.leads, 'lead', 'leads')},{' '}
          {countLabel(erased.events, 'analytics event', 'analytics events')},{' '}
          {countLabel(erased.actions, 'visitor action', 'visitor actions')},{' '}
          {countLabel(erased.cspReports, 'CSP report', 'CSP reports')} and{' '}
          {countLabel(erased.applications, 'partner application', 'partner applications')}.
        </Notice>
      ) : null}
      <form method="post" action={ERASE_LEAD_PATH}>
        <Field>
          <label htmlFor="erase-email">Email address</label>
          <input
            id="erase-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            aria-invalid={emailProblem ? true : undefined}
            aria-describedby={emailProblem ? 'erase-problem' : undefined}
          />
          {emailProblem ? (
            <FieldError id="erase-problem">{ERASURE_PROBLEMS[problem]}</FieldError>
          ) : null}
        </Field>
        <ConfirmRow>
          <input
            id="erase-confirm"
            type="checkbox"
            name="confirm"
            value="yes"
            required
            aria-invalid={problem === 'unconfirmed' ? true : undefined}
            aria-describedby={problem === 'unconfirmed' ? 'erase-confirm-problem' : undefined}
          />{' '}
          <label htmlFor="erase-confirm">I have checked this erasure request</label>
          {problem === 'unconfirmed' ? (
            <FieldError id="erase-confirm-problem">{ERASURE_PROBLEMS.unconfirmed}</FieldError>
          ) : null}
        </ConfirmRow>
        <DeskButton type="submit">Erase this address</DeskButton>
      </form>
    </section>
  )
}
