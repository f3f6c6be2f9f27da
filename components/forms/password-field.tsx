'use client'

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
} from 'react'
import { styled } from 'next-yak'
import { loadChunk, type ChunkLoadError } from '@/lib/chunk-load'
import { hasNativePasswordReveal } from '@/lib/forms/native-password-reveal'
import { PASSWORD_TOGGLE_HIDE_DELAY_MS, type PasswordScore } from '@/lib/forms/password-strength'
import { colors, radii, space } from '@/styles/tokens'
import { FormField, type FieldAppearance } from './form-field'
import { InputControl } from './form-field.styles'
import { PasswordStrengthMeter } from './password-strength-meter'

type ScoreModule = typeof import('@/lib/forms/password-score')

// zxcvbn and its dictionaries (~600 KB gzip): a chunk of their own, asked for on first focus.
const loadScorer = () => loadChunk('password-strength', () => import('@/lib/forms/password-score'))

/** The user agent never changes while the page is open. */
const subscribeToNothing = () => () => {}

const Row = styled.div`
  position: relative;

  input {
    padding-right: 120px;
  }
`

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 8px;
  min-width: 64px;
  min-height: 36px;
  padding: 0 ${space.sm};
  transform: translateY(-50%);
  border: 0;
  border-radius: ${radii.sm};
  background: ${colors.subtle};
  color: ${colors.primaryDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  /* Leave room for the field's error or valid icon at the right edge. */
  [data-state] & {
    right: 40px;
  }
`

export interface PasswordFieldProps {
  id: string
  name: string
  label: string
  error?: string
  hint?: string
  appearance?: FieldAppearance
  disabled?: boolean
  autoComplete?: 'new-password' | 'current-password'
  /** Show the strength meter (sign-up forms). */
  showStrength?: boolean
  /** Names of the same form's fields whose values make a password easy to guess. */
  userInputFields?: readonly string[]
}

/**
 * A password field (spec §2, §4, §5): a Show/Hide toggle, visible while the field (or the toggle)
 * has focus and hidden 150 ms after focus leaves, never in browsers with their own reveal
 * control; and the strength meter, whose zxcvbn chunk loads on the field's first focus.
 */
export function PasswordField({
  id,
  name,
  label,
  error,
  hint,
  appearance,
  disabled,
  autoComplete = 'new-password',
  showStrength = true,
  userInputFields = [],
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(false)
  const [toggleShown, setToggleShown] = useState(false)
  // The server (and no-JS visitors) get no toggle: it needs JavaScript to work.
  const nativeReveal = useSyncExternalStore(
    subscribeToNothing,
    () => hasNativePasswordReveal(navigator.userAgent),
    () => true,
  )
  const [score, setScore] = useState<PasswordScore | null>(null)
  const scorer = useRef<ScoreModule | null>(null)
  const [failed, setFailed] = useState(false)
  const [value, setValue] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const loading = useRef(false)
  const strengthId = `${id}-strength`

  useEffect(() => {
    return () => {
      if (hideTimer.current) clearTimeout(hideTimer.current)
    }
  }, [])

  // Reads the form's other fields (user inputs make a password guessable): events only.
  const rescore = useCallback(() => {
    const input = inputRef.current
    if (!scorer.current || !input) return
    const userInputs = userInputFields.map((field) => {
      const element = input.form?.elements.namedItem(field)
      return element instanceof HTMLInputElement ? element.value : ''
    })
    setScore(input.value === '' ? null : scorer.current.scorePassword(input.value, userInputs))
  }, [userInputFields])

  const load = useCallback(() => {
    if (!showStrength || loading.current) return
    loading.current = true
    setFailed(false)
    loadScorer().then(
      (module) => {
        scorer.current = module
        rescore()
      },
      (failure: ChunkLoadError) => {
        console.warn(failure.message)
        loading.current = false
        setFailed(true)
      },
    )
  }, [showStrength, rescore])

  // Typed into before hydration (a slow phone, a fast hand): no focus or change event reached
  // React, so pick up where the visitor already is.
  useEffect(() => {
    const input = inputRef.current
    if (!input) return
    const focused = document.activeElement === input
    if (input.value === '' && !focused) return
    setValue(input.value)
    if (focused) setToggleShown(true)
    load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: later focus and typing reach onFocus and onChange
  }, [])

  const onFocus = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current)
    hideTimer.current = null
    setToggleShown(true)
    load()
  }

  const onBlur = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => {
      setToggleShown(false)
      setRevealed(false)
    }, PASSWORD_TOGGLE_HIDE_DELAY_MS)
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value)
    rescore()
  }

  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      appearance={appearance}
      describedBy={showStrength ? strengthId : undefined}
      after={
        showStrength ? (
          <PasswordStrengthMeter
            id={strengthId}
            score={score}
            hasError={Boolean(error)}
            empty={value === ''}
            failed={failed}
            onRetry={load}
          />
        ) : null
      }
    >
      {(control) => (
        <Row onFocus={onFocus} onBlur={onBlur}>
          <InputControl
            {...control}
            ref={inputRef}
            type={revealed ? 'text' : 'password'}
            name={name}
            autoComplete={autoComplete}
            disabled={disabled}
            onChange={onChange}
            spellCheck={false}
            autoCapitalize="off"
          />
          {toggleShown && !nativeReveal && !disabled ? (
            <Toggle
              type="button"
              aria-controls={id}
              aria-label={revealed ? 'Hide password' : 'Show password'}
              onClick={() => {
                setRevealed((shown) => !shown)
                inputRef.current?.focus()
              }}
            >
              {revealed ? 'Hide' : 'Show'}
            </Toggle>
          ) : null}
        </Row>
      )}
    </FormField>
  )
}
