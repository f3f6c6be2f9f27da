import type { ComponentPropsWithoutRef, ComponentPropsWithRef } from 'react'
import { InputControl, SelectControl, TextareaControl } from './form-field.styles'

type InputType = 'text' | 'email' | 'tel' | 'url' | 'password' | 'search'

export type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { type?: InputType }

/** A text input (text, email, tel, url): use inside FormField for its label and states. */
export function TextInput({ type = 'text', ...props }: TextInputProps) {
  return <InputControl type={type} {...props} />
}

/** Spec §2: a textarea is 3 rows high unless told otherwise. */
export const TEXTAREA_DEFAULT_ROWS = 3

export function Textarea({
  rows = TEXTAREA_DEFAULT_ROWS,
  ...props
}: ComponentPropsWithoutRef<'textarea'>) {
  return <TextareaControl rows={rows} {...props} />
}

export interface SelectOption {
  value: string
  label: string
}

export type SelectProps = ComponentPropsWithoutRef<'select'> & {
  options: readonly SelectOption[]
  /** A first, empty entry ('Choose…') shown until a value is picked. */
  placeholder?: string
}

/** A native select, 50 px high (spec §9). */
export function Select({ options, placeholder, ...props }: SelectProps) {
  return (
    <SelectControl {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectControl>
  )
}
