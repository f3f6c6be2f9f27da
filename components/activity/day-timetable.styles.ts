import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

export const Section = styled.section`
  display: grid;
  gap: ${space.sm};

  h3,
  h4 {
    margin: 0;
    font-size: 1rem;
  }
`

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`

export const Pill = styled.button`
  min-height: 36px;
  padding: 0 ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: ${colors.surface};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`

export const Panel = styled.div`
  min-height: 3rem;

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  > p {
    margin: ${space.sm} 0;
    color: ${colors.muted};
  }

  /* Doubled class: the side panel's own list styles are for its lists, not this one. */
  && ul {
    display: grid;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  && li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.xs} ${space.md};
    padding: ${space.sm} ${space.md};
    border-radius: ${radii.sm};
    background: ${colors.subtle};
  }

  .times {
    font-weight: 600;
    white-space: nowrap;
  }

  li a {
    color: ${colors.primaryDark};
    font-size: 0.875rem;
    font-weight: 600;
  }

  li a:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`
