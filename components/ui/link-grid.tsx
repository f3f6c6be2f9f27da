import { styled } from 'next-yak'
import { space } from '@/styles/tokens'

/** A long list of plain links (cities, venues) in as many columns as fit. */
export const LinkGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs} ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));

  a {
    display: inline-block;
    padding: ${space.xs} 0;
  }
`
