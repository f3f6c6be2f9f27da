'use client'

import { useActionState, useEffect, useRef, type ReactNode } from 'react'
import { Checkbox, CheckboxGroup, RadioGroup } from '@/components/forms/choice-fields'
import { FormField } from '@/components/forms/form-field'
import { PasswordField } from '@/components/forms/password-field'
import { Select, Textarea, TextInput } from '@/components/forms/text-input'
import { ModalLink } from '@/components/ui/modal-link'
import { LINKS, PARTNER_SIGNUP_PATH } from '@/lib/links'
import { PARTNER_TERMS_TITLE } from '@/lib/terms'
import {
  ACTIVITY_CHOICES,
  FORM_TOKEN_FIELD,
  LIMITS,
  PARTNER_APPLICATION_FIELDS,
  PARTNER_APPLICATION_LABELS as LABELS,
  PARTNERSHIP_CHOICES,
  VENUE_TYPES,
  type Choice,
  type PartnerApplicationField,
} from '@/lib/partner-application/fields'
import {
  firstErrorField,
  type PartnerApplicationFormState,
} from '@/lib/partner-application/form-state'
import { Form, Pair, Section, Submit, Summary } from './partner-application-form.styles'

/** Field ids: the error summary links to them and the focus goes to the first in error. */
const fieldId = (field: PartnerApplicationField) => `partner-${field}`

export interface PartnerApplicationFormProps {
  /** The server action that checks and saves an application (app/partner-self-signup/actions). */
  action: (
    previous: PartnerApplicationFormState,
    form: FormData,
  ) => Promise<PartnerApplicationFormState>
  initialState: PartnerApplicationFormState
  cities: readonly Choice[]
  /**
   * The Partner Terms, rendered on the server: the terms link opens them over the form (a
   * dialog, or the whole screen on a phone), so nothing typed is lost. Null: the plain link.
   */
  partnerTerms?: ReactNode
}

/**
 * The partner application. A plain POST form: without JavaScript the server renders
 * it again with its errors or redirects to the confirmation; with it, React posts it to the
 * same server action and the password field gets its Show/Hide toggle and strength meter.
 */
export function PartnerApplicationForm({
  action,
  initialState,
  cities,
  partnerTerms = null,
}: PartnerApplicationFormProps) {
  const [state, formAction, pending] = useActionState(action, initialState, PARTNER_SIGNUP_PATH)
  const { values, errors, formError } = state
  const summaryRef = useRef<HTMLDivElement>(null)
  const attempted = state !== initialState
  const errorFields = PARTNER_APPLICATION_FIELDS.filter((field) => errors[field])
  // After a failed attempt every field without an error passed the server's checks.
  const valid = (field: PartnerApplicationField) =>
    attempted && !formError && errorFields.length > 0 && !errors[field]

  useEffect(() => {
    if (!attempted) return
    const first = firstErrorField(errors, PARTNER_APPLICATION_FIELDS)
    const target = first
      ? document.getElementById(fieldId(first as PartnerApplicationField))
      : summaryRef.current
    const focusable = target instanceof HTMLFieldSetElement ? target.querySelector('input') : target
    focusable?.focus()
  }, [state, attempted, errors])

  return (
    <Form action={formAction} noValidate aria-describedby="partner-application-intro">
      <p id="partner-application-intro">
        Tell us about your venue. All fields are required unless marked optional.
      </p>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={state.formToken} />
      {formError || errorFields.length > 0 ? (
        <Summary ref={summaryRef} tabIndex={-1} role="alert">
          {formError ? (
            <p>{formError}</p>
          ) : (
            <>
              <h2>Please check {errorFields.length === 1 ? 'this field' : 'these fields'}</h2>
              <ul>
                {errorFields.map((field) => (
                  <li key={field}>
                    <a href={`#${fieldId(field)}`}>{errors[field]}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Summary>
      ) : null}

      <Section aria-labelledby="partner-venue-heading">
        <h2 id="partner-venue-heading">Your venue</h2>
        <FormField
          id={fieldId('venueName')}
          label={LABELS.venueName}
          error={errors.venueName}
          valid={valid('venueName')}
        >
          <TextInput
            name="venueName"
            defaultValue={values.venueName}
            autoComplete="organization"
            maxLength={LIMITS.venueName.max * 2}
          />
        </FormField>
        <Pair>
          <FormField
            id={fieldId('venueType')}
            label={LABELS.venueType}
            error={errors.venueType}
            valid={valid('venueType')}
          >
            <Select
              name="venueType"
              defaultValue={values.venueType}
              options={VENUE_TYPES}
              placeholder="Choose a type"
            />
          </FormField>
          <FormField
            id={fieldId('city')}
            label={LABELS.city}
            error={errors.city}
            valid={valid('city')}
          >
            <Select
              name="city"
              defaultValue={values.city}
              options={cities}
              placeholder="Choose a city"
            />
          </FormField>
        </Pair>
        <FormField
          id={fieldId('address')}
          label={LABELS.address}
          error={errors.address}
          valid={valid('address')}
        >
          {/* A postal address is several lines: the textarea's default 3 rows (spec §2). */}
          <Textarea name="address" defaultValue={values.address} autoComplete="street-address" />
        </FormField>
        <FormField
          id={fieldId('postcode')}
          label={LABELS.postcode}
          error={errors.postcode}
          valid={valid('postcode')}
        >
          <TextInput
            name="postcode"
            defaultValue={values.postcode}
            autoComplete="postal-code"
            autoCapitalize="characters"
          />
        </FormField>
        <FormField
          id={fieldId('website')}
          label={LABELS.website}
          optional
          error={errors.website}
          valid={valid('website') && values.website !== ''}
        >
          <TextInput
            type="url"
            name="website"
            defaultValue={values.website}
            autoComplete="url"
            placeholder="https://"
          />
        </FormField>
      </Section>

      <Section aria-labelledby="partner-contact-heading">
        <h2 id="partner-contact-heading">Who we should talk to</h2>
        <FormField
          id={fieldId('contactName')}
          label={LABELS.contactName}
          error={errors.contactName}
          valid={valid('contactName')}
        >
          <TextInput name="contactName" defaultValue={values.contactName} autoComplete="name" />
        </FormField>
        <Pair>
          <FormField
            id={fieldId('email')}
            label={LABELS.email}
            error={errors.email}
            valid={valid('email')}
          >
            <TextInput
              type="email"
              name="email"
              defaultValue={values.email}
              autoComplete="email"
              inputMode="email"
            />
          </FormField>
          <FormField
            id={fieldId('phone')}
            label={LABELS.phone}
            error={errors.phone}
            valid={valid('phone')}
          >
            <TextInput
              type="tel"
              name="phone"
              defaultValue={values.phone}
              autoComplete="tel"
              inputMode="tel"
            />
          </FormField>
        </Pair>
      </Section>

      <Section aria-labelledby="partner-offer-heading">
        <h2 id="partner-offer-heading">What you offer</h2>
        <CheckboxGroup
          id={fieldId('activities')}
          name="activities"
          legend={LABELS.activities}
          hint="Tick every activity your venue offers."
          choices={ACTIVITY_CHOICES}
          defaultValues={values.activities}
          error={errors.activities}
          columns={2}
        />
        <FormField
          id={fieldId('about')}
          label={LABELS.about}
          hint="Your facilities, classes and what makes you special: 20 to 2,000 characters."
          error={errors.about}
          valid={valid('about')}
        >
          <Textarea name="about" defaultValue={values.about} rows={5} />
        </FormField>
        <RadioGroup
          id={fieldId('partnership')}
          name="partnership"
          legend={LABELS.partnership}
          choices={PARTNERSHIP_CHOICES}
          defaultValue={values.partnership}
          error={errors.partnership}
        />
      </Section>

      <Section aria-labelledby="partner-account-heading">
        <h2 id="partner-account-heading">Your partner account</h2>
        <PasswordField
          id={fieldId('password')}
          name="password"
          label={LABELS.password}
          hint={`At least ${LIMITS.password.min} characters. Avoid your venue's name or email.`}
          error={errors.password}
          userInputFields={['venueName', 'contactName', 'email', 'address']}
        />
        <Checkbox
          id={fieldId('acceptTerms')}
          name="acceptTerms"
          value="yes"
          defaultChecked={values.acceptTerms}
          error={errors.acceptTerms}
          label={
            <>
              I agree to the{' '}
              {partnerTerms ? (
                <ModalLink
                  href={LINKS.partnerTerms}
                  target="_blank"
                  rel="noopener"
                  heading={PARTNER_TERMS_TITLE}
                  content={partnerTerms}
                >
                  {PARTNER_TERMS_TITLE}
                </ModalLink>
              ) : (
                <a href={LINKS.partnerTerms} target="_blank" rel="noopener">
                  {PARTNER_TERMS_TITLE}
                </a>
              )}
            </>
          }
        />
        <Checkbox
          id={fieldId('marketingOptIn')}
          name="marketingOptIn"
          value="yes"
          defaultChecked={values.marketingOptIn}
          label={`${LABELS.marketingOptIn} (optional)`}
        />
      </Section>

      <Submit type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send application'}
      </Submit>
    </Form>
  )
}
