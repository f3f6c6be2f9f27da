import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { FieldErrorMessage, fieldErrorId, fieldHintId } from './form-field'
import { ChoiceLabel, ChoiceList, FieldHint, Fieldset } from './form-field.styles'

export interface Choice {
  value: string
  label: string
}

type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'id'> & {
  id: string
  label: ReactNode
  error?: string
}

/** One checkbox with its label and, in error, the message tied to it. */
export function Checkbox({ id, label, error, ...input }: CheckboxProps) {
  return (
    <div>
      <ChoiceLabel htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          {...input}
        />
        <span>{label}</span>
      </ChoiceLabel>
      <FieldErrorMessage id={id} error={error} />
    </div>
  )
}

interface ChoiceGroupProps {
  /** Prefix of the ids; the group's error id derives from it. */
  id: string
  name: string
  legend: ReactNode
  choices: readonly Choice[]
  hint?: ReactNode
  error?: string
  disabled?: boolean
  required?: boolean
  /** Lay short choices out in columns. */
  columns?: 1 | 2
}

function GroupFrame({
  id,
  legend,
  hint,
  error,
  disabled,
  columns = 1,
  children,
}: Omit<ChoiceGroupProps, 'name' | 'choices'> & { children: ReactNode }) {
  const described = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(' ')
  return (
    <Fieldset id={id} disabled={disabled} aria-describedby={described || undefined}>
      <legend>{legend}</legend>
      {hint ? <FieldHint id={fieldHintId(id)}>{hint}</FieldHint> : null}
      <ChoiceList data-columns={columns}>{children}</ChoiceList>
      <FieldErrorMessage id={id} error={error} />
    </Fieldset>
  )
}

/** A set of checkboxes sharing one name (several values may be ticked). */
export function CheckboxGroup({
  defaultValues = [],
  ...props
}: ChoiceGroupProps & { defaultValues?: readonly string[] }) {
  const { id, name, choices, error } = props
  return (
    <GroupFrame {...props}>
      {choices.map((choice) => (
        <ChoiceLabel key={choice.value} htmlFor={`${id}-${choice.value}`}>
          <input
            id={`${id}-${choice.value}`}
            type="checkbox"
            name={name}
            value={choice.value}
            defaultChecked={defaultValues.includes(choice.value)}
            aria-invalid={error ? true : undefined}
          />
          <span>{choice.label}</span>
        </ChoiceLabel>
      ))}
    </GroupFrame>
  )
}

/** A radio group: one value from a short list. */
export function RadioGroup({
  defaultValue,
  required,
  ...props
}: ChoiceGroupProps & { defaultValue?: string }) {
  const { id, name, choices } = props
  return (
    <GroupFrame {...props}>
      {choices.map((choice) => (
        <ChoiceLabel key={choice.value} htmlFor={`${id}-${choice.value}`}>
          <input
            id={`${id}-${choice.value}`}
            type="radio"
            name={name}
            value={choice.value}
            required={required}
            defaultChecked={defaultValue === choice.value}
          />
          <span>{choice.label}</span>
        </ChoiceLabel>
      ))}
    </GroupFrame>
  )
}
