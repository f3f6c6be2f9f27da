import { styled } from 'next-yak'
import { Container } from '@/components/layout/container'
import { colors, fluidSizes, fonts, media, radii, shadows, space } from '@/styles/tokens'

export const Wrapper = styled.section`
  padding: ${space.xl} 0;
  background: linear-gradient(180deg, ${colors.subtle} 0%, ${colors.surface} 60%);

  ${media.atLeast.lg} {
    padding: ${space.xxl} 0;
  }
`

export const Grid = styled(Container)`
  display: grid;
  gap: ${space.xl};
  align-items: start;

  ${media.atLeast.tabletLarge} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xxl};
  }
`

export const Pitch = styled.div`
  h1 {
    margin: 0 0 ${space.md};
    font-family: ${fonts.display};
    font-size: ${fluidSizes.partnerSignupTitle};
    letter-spacing: -0.02em;
    color: ${colors.ink};
  }
`

export const Lead = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.muted};
  font-size: 1.125rem;
`

export const Benefits = styled.ul`
  list-style: none;
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.lg};
  padding: 0;

  li {
    display: grid;
    grid-template-columns: 32px 1fr;
    column-gap: ${space.md};
  }

  li::before {
    content: '';
    grid-row: span 2;
    width: 32px;
    height: 32px;
    border-radius: ${radii.pill};
    background: ${colors.accent}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12l5 5 9-10'/%3E%3C/svg%3E")
      center / 18px no-repeat;
  }

  strong {
    color: ${colors.ink};
  }

  span {
    color: ${colors.muted};
  }
`

export const SignIn = styled.p`
  margin: 0;
  color: ${colors.muted};

  a {
    font-weight: 600;
  }
`

export const FormCard = styled.div`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  ${media.atLeast.tablet} {
    padding: ${space.xl};
  }
`
