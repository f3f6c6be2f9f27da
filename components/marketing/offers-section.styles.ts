import styled from 'styled-components'

export const InlineForm = styled.form`
  display: inline;
`
