import { CheckboxGroup } from '@/components/forms/choice-fields'
import {
  FieldErrorMessage,
  fieldErrorId,
  fieldHintId,
  FormField,
} from '@/components/forms/form-field'
import { ChoiceLabel, FieldHint } from '@/components/forms/form-field.styles'
import { Select, Textarea, TextInput } from '@/components/forms/text-input'
import {
  choicesOf,
  isBlockList,
  isStringList,
  type ChoiceSources,
  type FieldDeclaration,
} from '@/lib/desk-editing/document-type'
import type { FormInput } from '@/lib/desk-editing/read-document-form'
import { BlocksField } from './blocks-field'
import { FlagField } from './document-form.styles'

/** A declared field's control id: unique in the form, tied to its label, hint and error. */
export const documentFieldId = (name: string) => `field-${name}`

const asText = (value: FormInput[string] | undefined) => (typeof value === 'string' ? value : '')

/**
 * One declared field as the form kit draws it: a text input, a text area, a select, a checkbox
 * or a group of checkboxes, showing `value` and its server message.
 */
export function DocumentField({
  field,
  value,
  error,
  sources,
}: {
  field: FieldDeclaration
  value: FormInput[string] | undefined
  error?: string
  sources: ChoiceSources
}) {
  const id = documentFieldId(field.name)
  switch (field.kind) {
    case 'blocks':
      return (
        <BlocksField id={id} field={field} blocks={isBlockList(value) ? value : []} error={error} />
      )
    case 'boolean': {
      const described = [field.hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null]
        .filter(Boolean)
        .join(' ')
      return (
        <FlagField>
          <ChoiceLabel htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              name={field.name}
              value="on"
              defaultChecked={value === true}
              aria-describedby={described || undefined}
              aria-invalid={error ? true : undefined}
            />
            <span>{field.label}</span>
          </ChoiceLabel>
          {field.hint ? <FieldHint id={fieldHintId(id)}>{field.hint}</FieldHint> : null}
          <FieldErrorMessage id={id} error={error} />
        </FlagField>
      )
    }
    case 'choices':
      return (
        <CheckboxGroup
          id={id}
          name={field.name}
          legend={field.label}
          hint={field.hint}
          error={error}
          columns={2}
          choices={choicesOf(field, sources)}
          defaultValues={isStringList(value) ? value : []}
        />
      )
    case 'choice':
      return (
        <FormField id={id} label={field.label} hint={field.hint} error={error}>
          <Select
            name={field.name}
            defaultValue={asText(value)}
            options={choicesOf(field, sources)}
            placeholder={field.emptyLabel ?? `Choose the ${field.label.toLowerCase()}`}
          />
        </FormField>
      )
    case 'textarea':
    case 'html':
      return (
        <FormField
          id={id}
          label={field.label}
          hint={field.hint}
          error={error}
          optional={!field.required}
        >
          <Textarea
            name={field.name}
            defaultValue={asText(value)}
            rows={field.kind === 'html' ? 4 : 3}
            maxLength={field.maxLength * 2}
          />
        </FormField>
      )
    case 'url':
    case 'text': {
      // Twice the limit, so an over-long paste reaches the server's message instead of being
      // cut silently; links are bounded by the redirect rule's own length.
      const maxLength = field.kind === 'url' ? 2048 : field.maxLength * 2
      const literal = field.kind === 'url' || field.pattern !== undefined
      return (
        <FormField
          id={id}
          label={field.label}
          hint={field.hint}
          error={error}
          optional={!field.required}
        >
          <TextInput
            name={field.name}
            defaultValue={asText(value)}
            maxLength={maxLength}
            inputMode={field.kind === 'url' ? 'url' : undefined}
            spellCheck={literal ? false : undefined}
          />
        </FormField>
      )
    }
  }
}
