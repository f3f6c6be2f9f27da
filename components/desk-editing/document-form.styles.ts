import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

/** One group of a desk document's fields: a titled section, fields one under another. */
export const Group = styled.section`
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  select,
  input[type='text'],
  textarea {
    max-width: 640px;
  }
`

/** A checkbox with its hint and message. */
export const FlagField = styled.div`
  display: grid;
  gap: ${space.xs};
`

/** What stopped a save: the summary, a refused save's choices. */
export const Problem = styled.div`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border: 2px solid ${colors.error};
  border-radius: ${radii.sm};
  background: ${colors.surface};

  &[data-tone='conflict'] {
    border-color: ${colors.warning};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  p {
    margin: 0 0 ${space.sm};
    font-weight: 600;
  }

  ul {
    margin: 0;
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  margin-top: ${space.sm};
`

/** What a block edit did, read out by screen readers; shown as a quiet line. */
export const Announcement = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colors.muted};

  &:empty {
    margin: 0;
  }
`

/** The form's default button for Enter (see DocumentForm): off-screen. */
export const DefaultSubmit = styled.button`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`
