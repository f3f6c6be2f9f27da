import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

export const ExperimentCard = styled.section`
  margin: ${space.lg} 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};

  h2 {
    margin-top: 0;
  }
`

export const StatusBadge = styled.span`
  display: inline-block;
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.subtle};
  font-size: 0.875rem;
  font-weight: 600;

  &[data-status='running'] {
    background: ${colors.success};
    color: ${colors.surface};
  }
`

export const Warning = styled.p`
  margin: ${space.sm} 0;
  padding: ${space.sm} ${space.md};
  border-left: 4px solid ${colors.warning};
  background: ${colors.subtle};
`

export const VariantFieldset = styled.fieldset`
  margin: ${space.md} 0;
  padding: ${space.sm} ${space.md} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};

  legend {
    font-weight: 600;
  }

  &[data-retired] {
    color: ${colors.muted};
  }
`

export const CheckboxLabel = styled.label`
  display: inline-flex;
  gap: ${space.xs};
  align-items: center;
  font-weight: 400;
  min-height: 40px;
`

export const ErrorSummary = styled.div`
  margin: ${space.md} 0;
  padding: ${space.sm} ${space.md};
  border: 2px solid ${colors.error};
  border-radius: ${radii.sm};

  h2 {
    margin: 0 0 ${space.xs};
    font-size: 1.125rem;
  }

  a {
    color: ${colors.error};
  }
`
