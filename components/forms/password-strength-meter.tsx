import styled from 'styled-components'
import { RetryButton } from '@/components/ui/retry-button'
import {
  strengthWidthPercent,
  visibleStrength,
  type PasswordScore,
  type StrengthBand,
} from '@/lib/forms/password-strength'
import { colors, radii, space } from '@/styles/tokens'

const BAND_COLOURS: Record<StrengthBand, string> = {
  red: colors.error,
  amber: colors.warning,
  green: colors.success,
}

const SCORES: PasswordScore[] = [0, 1, 2, 3, 4]

const Meter = styled.div`
  display: grid;
  gap: ${space.xs};
  font-size: 0.9375rem;

  p {
    margin: 0;
  }
`

const Track = styled.div`
  height: 6px;
  overflow: hidden;
  border-radius: ${radii.pill};
  background: ${colors.border};
`

// Widths as data attributes, not inline styles, so a strict style CSP never blocks them.
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  transition: width 0.2s ease-out;

  ${SCORES.map((score) => `&[data-score='${score}'] { width: ${strengthWidthPercent(score)}%; }`).join('\n')}
  ${Object.entries(BAND_COLOURS)
    .map(([band, colour]) => `&[data-band='${band}'] { background: ${colour}; }`)
    .join('\n')}
`

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  color: ${colors.muted};
`

export interface PasswordStrengthMeterProps {
  id: string
  score: PasswordScore | null
  hasError: boolean
  empty: boolean
  /** The meter's chunk failed to load: offer a retry. */
  failed?: boolean
  onRetry?: () => void
}

/**
 * Spec §5: 'Password Strength: …' with a bar, only while the field has no error. A polite live
 * region, so screen readers hear the strength change as the password is typed.
 */
export function PasswordStrengthMeter({
  id,
  score,
  hasError,
  empty,
  failed = false,
  onRetry,
}: PasswordStrengthMeterProps) {
  const strength = visibleStrength(score, { hasError, empty })
  return (
    <Meter id={id} aria-live="polite">
      {failed && !hasError ? (
        <Failure>
          <span>The password strength check could not be loaded.</span>
          <RetryButton type="button" onClick={onRetry}>
            Retry
          </RetryButton>
        </Failure>
      ) : strength && score !== null ? (
        <>
          <Track aria-hidden="true">
            <Fill data-score={score} data-band={strength.band} data-testid="strength-bar" />
          </Track>
          <p>{strength.text}</p>
        </>
      ) : null}
    </Meter>
  )
}
