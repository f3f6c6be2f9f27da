import { styled } from 'next-yak'
import { layout, space } from '@/styles/tokens'

/** The page's content column: max 1300px (spec §9). */
export const Container = styled.div`
  width: 100%;
  max-width: ${layout.containerMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${space.md};
`
