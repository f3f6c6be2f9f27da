import type { ReactNode } from 'react'
import { BUILT_IN_EXPERIMENTS, CONTROL, EXPERIMENT_STATUSES } from '@/lib/experiments/definition'
import { pageIdOfExperiment } from '@/lib/experiments/page-variants'
import {
  EXPERIMENT_FIELDS as F,
  NEW_VARIANT,
  type ExperimentDraft,
  type ExperimentFormErrors,
  type VariantIndex,
} from '@/lib/experiments/experiment-form'
import { DeskButton, Field, FieldError, FieldRow } from '../desk.styles'
import { CheckboxLabel, ErrorSummary, VariantFieldset } from './experiments.styles'

const idOf = (name: string) => `field-${name.replace(/\./g, '-')}`

function describedBy(name: string, errors: ExperimentFormErrors, help?: boolean) {
  const ids = [errors[name] ? `${idOf(name)}-error` : null, help ? `${idOf(name)}-help` : null]
  return ids.filter(Boolean).join(' ') || undefined
}

function ErrorText({ name, errors }: { name: string; errors: ExperimentFormErrors }) {
  const message = errors[name]
  return message ? <FieldError id={`${idOf(name)}-error`}>{message}</FieldError> : null
}

function TextField(props: {
  name: string
  label: string
  value: string
  errors: ExperimentFormErrors
  maxLength?: number
  help?: string
  type?: 'text' | 'number'
  wide?: boolean
}): ReactNode {
  const { name, label, value, errors, maxLength, help, type = 'text', wide } = props
  return (
    <Field data-wide={wide ? '' : undefined}>
      <label htmlFor={idOf(name)}>{label}</label>
      <input
        id={idOf(name)}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={type === 'text' ? maxLength : undefined}
        min={type === 'number' ? 0 : undefined}
        max={type === 'number' ? 100 : undefined}
        inputMode={type === 'number' ? 'numeric' : undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, errors, Boolean(help))}
      />
      {help ? <span id={`${idOf(name)}-help`}>{help}</span> : null}
      <ErrorText name={name} errors={errors} />
    </Field>
  )
}

function VariantRow(props: {
  index: VariantIndex
  draft: ExperimentDraft['variants'][number]
  errors: ExperimentFormErrors
  buttonTexts: boolean
  removable: boolean
}) {
  const { index, draft, errors, buttonTexts, removable } = props
  const isNew = index === NEW_VARIANT
  if (draft.retired) {
    return (
      <VariantFieldset data-retired="">
        <legend>Variant {draft.key} (removed)</legend>
        <p>Its visitors see control; its results are kept below.</p>
      </VariantFieldset>
    )
  }
  return (
    <VariantFieldset>
      <legend>{isNew ? 'Add a variant' : `Variant ${draft.key}`}</legend>
      <FieldRow>
        {isNew ? (
          <TextField
            name={F.variantKey.name(index)}
            label={F.variantKey.label}
            value={draft.key}
            errors={errors}
            maxLength={20}
          />
        ) : null}
        <TextField
          name={F.variantAllocation.name(index)}
          label={F.variantAllocation.label}
          value={draft.allocation}
          errors={errors}
          type="number"
        />
        {buttonTexts && draft.key !== CONTROL ? (
          <TextField
            name={F.variantButtonText.name(index)}
            label={F.variantButtonText.label}
            value={draft.buttonText}
            errors={errors}
            maxLength={F.variantButtonText.maxLength}
          />
        ) : null}
        {buttonTexts && draft.key === CONTROL ? (
          <p>Control shows each page’s own button text.</p>
        ) : null}
        {draft.pageRevision !== null ? (
          <p>
            Shows revision {draft.pageRevision}’s headline, button text, hero images and layout on
            the live page.
          </p>
        ) : null}
        {removable ? (
          <Field>
            <CheckboxLabel>
              <input
                type="checkbox"
                name={F.variantRemove.name(index)}
                value="yes"
                defaultChecked={draft.remove}
                aria-describedby={describedBy(F.variantRemove.name(index), errors)}
              />
              Remove variant {draft.key}
            </CheckboxLabel>
            <ErrorText name={F.variantRemove.name(index)} errors={errors} />
          </Field>
        ) : null}
      </FieldRow>
    </VariantFieldset>
  )
}

/**
 * The experiment's form, from the one field declaration (lib/experiments/experiment-form.ts):
 * a plain POST that works without JavaScript; with errors, every value comes back as typed.
 */
export function ExperimentForm({
  experimentKey,
  action,
  draft,
  errors,
}: {
  experimentKey: string
  action: string
  draft: ExperimentDraft
  errors: ExperimentFormErrors
}) {
  const kind = BUILT_IN_EXPERIMENTS[experimentKey] ?? { fixedVariants: null, buttonTexts: false }
  // A page experiment's variants come from the page's history, not from this form.
  const addable = kind.fixedVariants === null && pageIdOfExperiment(experimentKey) === null
  const messages = Object.entries(errors).filter(([, message]) => message)
  return (
    <form method="post" action={action} noValidate>
      {messages.length > 0 ? (
        <ErrorSummary role="alert" aria-labelledby="error-summary-title">
          <h2 id="error-summary-title">
            Nothing was saved: please fix {messages.length === 1 ? 'this' : 'these'}
          </h2>
          <ul>
            {messages.map(([name, message]) => (
              <li key={name}>
                <a href={`#${name === 'variants' ? 'variants' : idOf(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </ErrorSummary>
      ) : null}
      <input type="hidden" name={F.revision.name} value={draft.revision} />
      <Field data-wide="">
        <label htmlFor={idOf(F.description.name)}>{F.description.label}</label>
        <textarea
          id={idOf(F.description.name)}
          name={F.description.name}
          rows={3}
          maxLength={F.description.maxLength}
          defaultValue={draft.description}
          aria-invalid={errors[F.description.name] ? true : undefined}
          aria-describedby={describedBy(F.description.name, errors)}
        />
        <ErrorText name={F.description.name} errors={errors} />
      </Field>
      <VariantFieldset aria-describedby={`${idOf(F.status.name)}-help`}>
        <legend>{F.status.label}</legend>
        <FieldRow>
          {EXPERIMENT_STATUSES.map((status) => (
            <CheckboxLabel key={status}>
              <input
                type="radio"
                name={F.status.name}
                value={status}
                defaultChecked={draft.status === status}
              />
              {status}
            </CheckboxLabel>
          ))}
        </FieldRow>
        <span id={`${idOf(F.status.name)}-help`}>
          {F.status.help} Starting or stopping, and any change while running, needs the publisher
          role.
        </span>
        <ErrorText name={F.status.name} errors={errors} />
      </VariantFieldset>
      <TextField
        name={F.pathPrefix.name}
        label={F.pathPrefix.label}
        value={draft.pathPrefix}
        errors={errors}
        maxLength={F.pathPrefix.maxLength}
        help={F.pathPrefix.help}
        wide
      />
      <h2 id="variants">Variants and allocation</h2>
      <p>Allocations are percentages of new visitors and must add up to 100.</p>
      {errors.variants ? <FieldError>{errors.variants}</FieldError> : null}
      {draft.variants.map((variant, index) => (
        <VariantRow
          key={variant.key}
          index={index}
          draft={variant}
          errors={errors}
          buttonTexts={kind.buttonTexts}
          removable={kind.fixedVariants === null && variant.key !== CONTROL}
        />
      ))}
      {addable ? (
        <VariantRow
          index={NEW_VARIANT}
          draft={draft.newVariant}
          errors={errors}
          buttonTexts={kind.buttonTexts}
          removable={false}
        />
      ) : null}
      <DeskButton type="submit">Save experiment</DeskButton>
    </form>
  )
}
