import { styled } from 'next-yak'
import { RetryButton } from '@/components/ui/retry-button'
import { visibleStrength, type PasswordScore } from '@/lib/forms/password-strength'
import { colors, radii, space } from '@/styles/tokens'

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

/*
 * Widths and colours by data attribute, not inline style: strengthWidthPercent and strengthBand
 * (lib/forms/password-strength.ts) written out, since styles compile at build time
 * (__tests__/components/forms/password-strength-meter-styles.test.ts keeps them in step).
 */
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  transition: width 0.2s ease-out;

  &[data-score='0'] {
    width: 5%;
  }
  &[data-score='1'] {
    width: 25%;
  }
  &[data-score='2'] {
    width: 50%;
  }
  &[data-score='3'] {
    width: 75%;
  }
  &[data-score='4'] {
    width: 100%;
  }
  &[data-band='red'] {
    background: ${colors.error};
  }
  &[data-band='amber'] {
    background: ${colors.warning};
  }
  &[data-band='green'] {
    background: ${colors.success};
  }
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
