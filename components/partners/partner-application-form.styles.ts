import { styled } from 'next-yak'
import { colors, layout, media, radii, space } from '@/styles/tokens'
import { submitButtonStyles } from '@/components/forms/submit-button-styles'

export const Form = styled.form`
  display: grid;
  gap: ${space.lg};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  a {
    color: ${colors.primaryDark};
    font-weight: 600;
  }
`

export const Section = styled.section`
  display: grid;
  gap: ${space.md};
`

export const Pair = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.atLeast.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`

export const Summary = styled.div`
  padding: ${space.md};
  border: 2px solid ${colors.error};
  border-radius: ${radii.md};
  background: #fdf1f0;

  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.125rem;
  }

  ul {
    margin: 0;
    padding-left: 1.25em;
  }

  p {
    margin: 0;
  }
`

export const Submit = styled.button`
  justify-self: start;
  min-width: ${layout.ctaButtonMinWidthNarrow}px;
  ${submitButtonStyles};

  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  ${media.below.sm} {
    justify-self: stretch;
    min-width: 0;
  }
`
