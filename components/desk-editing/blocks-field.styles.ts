import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

/** A Document's blocks: a numbered column of paragraphs and lists, each with its buttons. */
export const BlockList = styled.ol`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Block = styled.li`
  display: grid;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};

  textarea,
  input[type='text'] {
    width: 100%;
    max-width: 640px;
    font: inherit;
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
`

export const ItemList = styled.ol`
  display: grid;
  gap: ${space.sm};
  margin: ${space.sm} 0;
  padding-left: ${space.lg};
`

/** The small buttons beside a block or an item. */
export const BlockButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  button {
    min-height: 32px;
    padding: 0 ${space.sm};
    border: 1px solid ${colors.primaryDark};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.primaryDark};
    font: inherit;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`
