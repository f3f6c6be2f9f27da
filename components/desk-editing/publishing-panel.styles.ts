import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

/** A desk editor's status and publishing panel, beside its form (offers and content). */
export const Panel = styled.section`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.subtle};

  h2,
  h3 {
    margin: 0;
  }

  form {
    display: grid;
    gap: ${space.xs};
  }

  p {
    margin: 0;
  }

  label {
    font-weight: 600;
  }

  select,
  input[type='datetime-local'] {
    min-height: 40px;
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${colors.muted};
    border-radius: ${radii.sm};
    font: inherit;
  }

  code {
    overflow-wrap: anywhere;
  }
`

export const StatusLine = styled.p`
  &[data-status='changed'] strong,
  &[data-status='draft'] strong {
    color: ${colors.warning};
  }

  &[data-status='live'] strong {
    color: ${colors.success};
  }
`

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  form {
    display: inline;
  }
`

export const Schedules = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  caption {
    text-align: left;
    font-weight: 600;
  }

  th,
  td {
    padding: ${space.xs};
    border-top: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }
`
