import { styled } from 'next-yak'
import { space } from '@/styles/tokens'

/** The editor's two columns: the form, and the status and publishing panel beside it. */
export const EditorColumns = styled.div`
  display: grid;
  gap: ${space.lg};
  align-items: start;

  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 1fr) 360px;
  }
`

/** New page links, above the list. */
export const NewPageLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};

  a {
    font-weight: 600;
  }
`
