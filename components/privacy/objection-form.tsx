import { OBJECTION_CHOICES, OBJECTION_FIELD, OBJECTION_PATH } from '@/lib/privacy/objection'
import { ChoiceButton, ChoiceForm } from './objection-form.styles'

/**
 * Objecting to analytics and experiments, or allowing them again: a plain POST form (no
 * JavaScript needed) whose answer sets or clears the objection cookie.
 */
export function ObjectionForm({ objected }: { objected?: boolean }) {
  return (
    <ChoiceForm method="post" action={OBJECTION_PATH}>
      <ChoiceButton
        type="submit"
        name={OBJECTION_FIELD}
        value={OBJECTION_CHOICES.object}
        data-primary={objected === true ? undefined : ''}
      >
        Object to analytics and experiments
      </ChoiceButton>
      <ChoiceButton
        type="submit"
        name={OBJECTION_FIELD}
        value={OBJECTION_CHOICES.allow}
        data-primary={objected === true ? '' : undefined}
      >
        Allow analytics and experiments
      </ChoiceButton>
    </ChoiceForm>
  )
}
