import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

export const Entries = styled.ol`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Entry = styled.li`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};

  &[data-kind='event'] {
    background: ${colors.subtle};
  }

  p {
    margin: ${space.sm} 0 0;
  }

  form {
    margin-top: ${space.sm};
  }
`

export const EntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.sm};

  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`

export const LiveBadge = styled.span`
  padding: 0 ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.success};
  color: ${colors.surface};
  font-size: 0.875rem;
  font-weight: 600;
`

export const Changes = styled.table`
  width: 100%;
  margin-top: ${space.sm};
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${space.xs};
  }

  th,
  td {
    padding: ${space.xs} ${space.sm};
    border-top: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  thead th {
    background: ${colors.subtle};
  }
`
