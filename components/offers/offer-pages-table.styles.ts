import { styled } from 'next-yak'
import { space } from '@/styles/tokens'

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};

  form {
    display: inline;
  }
`
