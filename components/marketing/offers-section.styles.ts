import { styled } from 'next-yak'

export const InlineForm = styled.form`
  display: inline;
`
