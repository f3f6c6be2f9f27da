import { styled } from 'next-yak'
import { colors, fonts, layout, radii, space } from '@/styles/tokens'

/** Shared pieces of the marketing desk's pages: dense, plain, keyboard-friendly. */
export const DeskColumn = styled.div`
  width: 100%;
  max-width: ${layout.containerMaxWidth}px;
  margin: 0 auto;
  padding: ${space.lg} ${space.md} ${space.xxl};

  h1 {
    font-family: ${fonts.display};
    font-size: 2rem;
    margin: 0 0 ${space.md};
  }

  h2 {
    font-family: ${fonts.display};
    font-size: 1.375rem;
    margin: ${space.xl} 0 ${space.sm};
  }
`

/** A wide table scrolls inside its own focusable region rather than the page. */
export const TableRegion = styled.div`
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
`

export const DeskTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption {
    text-align: left;
    padding: ${space.sm} ${space.md};
    font-weight: 600;
  }

  th,
  td {
    padding: ${space.sm} ${space.md};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${colors.border};
  }

  thead th {
    background: ${colors.subtle};
    white-space: nowrap;
  }

  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  tbody th {
    min-width: 11rem;
  }

  code {
    overflow-wrap: anywhere;
  }
`

export const DeskButton = styled.button`
  min-height: 40px;
  padding: ${space.xs} ${space.md};
  border: 1px solid ${colors.primaryDark};
  border-radius: ${radii.sm};
  background: ${colors.primary};
  color: ${colors.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${colors.primaryDark};
  }

  &[data-variant='quiet'] {
    background: ${colors.surface};
    color: ${colors.primaryDark};
  }
`

export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: flex-end;
`

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 200px;
  flex: 1 1 200px;

  &[data-wide] {
    flex-basis: 100%;
  }

  label {
    font-weight: 600;
  }

  input,
  select,
  textarea {
    min-height: 40px;
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${colors.muted};
    border-radius: ${radii.sm};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${colors.error};
  }
`

export const FieldError = styled.p`
  margin: 0;
  color: ${colors.error};
  font-weight: 600;
`

export const Notice = styled.div`
  margin: 1em 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.sm};
  background: ${colors.subtle};
  border-left: 4px solid ${colors.accent};

  &[data-tone='error'] {
    border-left-color: ${colors.error};
  }
`

export const Muted = styled.span`
  color: ${colors.muted};
`
