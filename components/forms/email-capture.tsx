'use client'

import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react'
import { styled } from 'next-yak'
import {
  useExperimentButtonText,
  usePageVariantValue,
} from '@/components/experiments/use-experiments'
import { getAnalytics } from '@/lib/analytics/client'
import { CTA_BUTTON_TEXT } from '@/lib/experiments/keys'
import { reportCtaConversion, reportExposure } from '@/lib/experiments/page-experiments'
import { reportMarketing } from '@/lib/marketing/report'
import { MARKETING_ACTIONS } from '@/lib/marketing/actions'
import {
  CAPTURE_EMAIL_PARAM,
  carriedQueryParams,
  EMAIL_DEFAULT_BUTTON_TEXT,
  EMAIL_ERROR_PARAM,
  EMAIL_PREFILL_PARAM,
  EMAIL_PLACEHOLDER,
  emailCaptureError,
  emailCaptureReducer,
  initialEmailCaptureState,
  shouldContinue,
  STORE_COOKIES_PATH,
  storeCookiesUrl,
} from '@/lib/email-capture'
import {
  VOUCHER_ERROR_PARAM,
  VOUCHER_LABEL,
  VOUCHER_MAX_LENGTH,
  VOUCHER_PARAM,
  VOUCHER_PLACEHOLDER,
  voucherCodeError,
} from '@/lib/voucher-code'
import { layout, media, space } from '@/styles/tokens'
import { FormField, type FieldAppearance } from './form-field'
import { navigateTo } from './navigate'
import { TextInput } from './text-input'
import { submitButtonStyles } from './submit-button-styles'

export interface EmailCaptureProps {
  buttonText?: string
  /**
   * Prefill, from the page's `email` query parameter. Leave undefined on a page rendered
   * without its query (cached): the field is then prefilled from the address after hydration.
   */
  initialEmail?: string
  /** Where the form sits, for analytics: 'hero', 'sticky-bar'… */
  elementLocation: string
  /**
   * The page's query string without '?', carried to /store-cookies (also as hidden inputs, so
   * the form works without JavaScript). Leave undefined on a page rendered without its query
   * (cached): the address's query is then read at submit time (JavaScript only).
   */
  storeCookiesQuery?: string
  /**
   * Show the error from the start: the page's `email_error=1`, set by /store-cookies when it
   * sent a no-JavaScript visitor back with an invalid email.
   */
  initialError?: boolean
  /** The landing path (e.g. '/london'), sent as `landing` so /store-cookies needs no Referer. */
  landingPath?: string
  /**
   * The page's ctaConfig.voucherInput: an optional voucher code field beside the email, sent
   * as `voucher_code` (prefilled from the page's own `voucher_code`).
   */
  voucherInput?: boolean
  /** 'invert' on a dark background (the sticky bar). */
  appearance?: FieldAppearance
  className?: string
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.sm};
`

const Field = styled(FormField)`
  flex: 1 1 240px;
`

const VoucherField = styled(FormField)`
  flex: 1 1 180px;
`

const Button = styled.button`
  flex: 0 0 auto;
  min-width: ${layout.ctaButtonMinWidth}px;
  ${submitButtonStyles};

  ${media.below.ctaNarrowScreen} {
    min-width: ${layout.ctaButtonMinWidthNarrow}px;
  }
`

/**
 * The email capture (spec §4, §5). A plain GET form to /store-cookies that works without
 * JavaScript (the route validates again); with JavaScript a click while invalid shows the error
 * and a valid click reports the lead to analytics before navigating to the same URL.
 */
interface VoucherState {
  code: string
  /** The form was sent once: an error shows from then on. */
  clicked: boolean
}

export function EmailCapture({
  buttonText: pageButtonText = EMAIL_DEFAULT_BUTTON_TEXT,
  initialEmail,
  elementLocation,
  storeCookiesQuery,
  initialError = false,
  landingPath,
  voucherInput = false,
  appearance = 'default',
  className,
}: EmailCaptureProps) {
  const [state, dispatch] = useReducer(emailCaptureReducer, undefined, () =>
    initialEmailCaptureState(initialEmail ?? '', initialError),
  )
  const inputId = useId()
  const error = emailCaptureError(state)
  const inputRef = useRef<HTMLInputElement>(null)
  // Ours, beside the spec's email rules: the code is checked on the same click.
  const [voucher, updateVoucher] = useReducer(
    (current: VoucherState, change: Partial<VoucherState>) => ({ ...current, ...change }),
    { code: '', clicked: false },
  )
  const voucherRef = useRef<HTMLInputElement>(null)
  const voucherError = voucherInput ? voucherCodeError(voucher.code, voucher.clicked) : undefined
  const formOptions = { landingPath, voucherCode: voucherInput ? voucher.code : undefined }
  // The call-to-action text experiment: the server renders the page's text (control); a
  // visitor in a text variant sees the variant's once their assignments arrive.
  // The page's own experiment (a revision of this page) before the site-wide text experiment.
  const pageVariantText = usePageVariantValue('ctaButtonText')
  const textVariantText = useExperimentButtonText(CTA_BUTTON_TEXT)
  const buttonText = pageVariantText ?? textVariantText ?? pageButtonText

  useEffect(() => reportExposure(CTA_BUTTON_TEXT), [])

  useEffect(() => {
    if (initialEmail !== undefined) return
    const query = new URLSearchParams(window.location.search)
    const fromAddress = query.get(EMAIL_PREFILL_PARAM)
    if (fromAddress && inputRef.current?.value === '') {
      dispatch({ type: 'type', email: fromAddress })
    }
    if (query.get(EMAIL_ERROR_PARAM) === '1') dispatch({ type: 'click' })
    const code = query.get(VOUCHER_PARAM)
    if (voucherInput && (code || query.get(VOUCHER_ERROR_PARAM) === '1')) {
      // The page's own code prefills an empty field; the no-JS round trip's error shows again.
      if (code) updateVoucher({ code })
      if (query.get(VOUCHER_ERROR_PARAM) === '1') updateVoucher({ clicked: true })
    }
  }, [initialEmail, voucherInput])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    dispatch({ type: 'click' })
    updateVoucher({ clicked: true })
    if (!shouldContinue(state)) {
      inputRef.current?.focus()
      return
    }
    if (voucherInput && voucherCodeError(voucher.code, true)) {
      voucherRef.current?.focus()
      return
    }
    const analytics = getAnalytics()
    analytics.identify(state.email, { mail_lead_collected: true })
    analytics.clickCta({ elementLocation, elementText: buttonText })
    reportCtaConversion()
    void analytics.flush({ beacon: true })
    reportMarketing({
      action: MARKETING_ACTIONS.emailCapture,
      source: elementLocation,
      target: STORE_COOKIES_PATH,
      beacon: true,
    })
    navigateTo(storeCookiesUrl(state.email, storeCookiesQuery ?? window.location.search, formOptions))
  }

  return (
    <Form
      className={className}
      data-voucher={voucherInput ? '' : undefined}
      method="get"
      action={STORE_COOKIES_PATH}
      noValidate
      onSubmit={onSubmit}
    >
      <Field
        id={inputId}
        label="Email address"
        hideLabel
        error={error}
        liveError
        appearance={appearance}
      >
        <TextInput
          ref={inputRef}
          type="email"
          name={CAPTURE_EMAIL_PARAM}
          inputMode="email"
          autoComplete="email"
          placeholder={EMAIL_PLACEHOLDER}
          value={state.email}
          onChange={(event) => dispatch({ type: 'type', email: event.target.value })}
        />
      </Field>
      {voucherInput ? (
        <VoucherField
          id={`${inputId}voucher`}
          label={VOUCHER_LABEL}
          optional
          hideLabel
          error={voucherError}
          liveError
          appearance={appearance}
        >
          <TextInput
            ref={voucherRef}
            name={VOUCHER_PARAM}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={VOUCHER_MAX_LENGTH * 2}
            placeholder={VOUCHER_PLACEHOLDER}
            value={voucher.code}
            onChange={(event) => updateVoucher({ code: event.target.value })}
          />
        </VoucherField>
      ) : null}
      {carriedQueryParams(storeCookiesQuery ?? '', formOptions).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit">{buttonText}</Button>
    </Form>
  )
}
