import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { ErrorIcon, ValidIcon } from './field-icons'
import { ControlFrame, FieldError, FieldHint, FieldLabel, FieldWrapper } from './form-field.styles'

export type FieldAppearance = 'default' | 'invert'

/** What a field hands its control: the ids and states that tie label, hint and error to it. */
export interface FieldControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'data-appearance'?: 'invert'
}

export interface FormFieldProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string
  label: ReactNode
  hint?: ReactNode
  /** Shown under the control with the error icon; marks the control aria-invalid. */
  error?: string
  /** Shows the valid icon (ignored while there is an error). */
  valid?: boolean
  optional?: boolean
  appearance?: FieldAppearance
  /** Hides the label visually (it stays the control's accessible name). */
  hideLabel?: boolean
  /** More ids describing the control (e.g. a password's strength). */
  describedBy?: string
  /** Drawn after the control frame (e.g. a password's strength meter). */
  after?: ReactNode
  /**
   * Keep the error in a polite live region that is always there, so an error shown without a
   * page load (a client-side check) is announced. Off for forms that summarise their errors.
   */
  liveError?: boolean
  /** The control: an element (it receives the control props) or a render function. */
  children: ReactElement<FieldControlProps> | ((control: FieldControlProps) => ReactNode)
  className?: string
}

export const fieldErrorId = (id: string) => `${id}-error`
export const fieldHintId = (id: string) => `${id}-hint`

/** The props a field's control gets, also for grouped controls that render their own frame. */
export function fieldControlProps({
  id,
  hint,
  error,
  appearance = 'default',
  describedBy,
  liveError = false,
}: Pick<
  FormFieldProps,
  'id' | 'hint' | 'error' | 'appearance' | 'describedBy' | 'liveError'
>): FieldControlProps {
  const errorId = error || liveError ? fieldErrorId(id) : null
  const described = [hint ? fieldHintId(id) : null, errorId, describedBy].filter(Boolean).join(' ')
  return {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
    ...(appearance === 'invert' ? { 'data-appearance': 'invert' as const } : {}),
  }
}

/** An error message with its icon, for fields and field groups. */
export function FieldErrorMessage({
  id,
  error,
  live = false,
}: {
  id: string
  error?: string
  live?: boolean
}) {
  if (!error && !live) return null
  return (
    <FieldError id={fieldErrorId(id)} aria-live={live ? 'polite' : undefined}>
      {error ? (
        <>
          <ErrorIcon />
          <span>{error}</span>
        </>
      ) : null}
    </FieldError>
  )
}

/**
 * A labelled form field (spec §2, §5): label, optional hint, the control with an error or valid
 * icon, and the error message. States: default, invert, error, disabled (the control's own).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  valid = false,
  optional = false,
  appearance = 'default',
  hideLabel = false,
  describedBy,
  after,
  liveError = false,
  children,
  className,
}: FormFieldProps) {
  const control = fieldControlProps({ id, hint, error, appearance, describedBy, liveError })
  const state = error ? 'error' : valid ? 'valid' : undefined
  return (
    <FieldWrapper
      className={className}
      data-appearance={appearance === 'invert' ? 'invert' : undefined}
    >
      <FieldLabel htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {optional ? <span> (optional)</span> : null}
      </FieldLabel>
      {hint ? <FieldHint id={fieldHintId(id)}>{hint}</FieldHint> : null}
      <ControlFrame data-state={state}>
        {typeof children === 'function'
          ? children(control)
          : isValidElement(children)
            ? cloneElement(children, control)
            : children}
        {state === 'error' ? <ErrorIcon /> : state === 'valid' ? <ValidIcon /> : null}
      </ControlFrame>
      {after}
      <FieldErrorMessage id={id} error={error} live={liveError} />
    </FieldWrapper>
  )
}
