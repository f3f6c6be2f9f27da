import { styled } from 'next-yak'
import { Heading as HeadingElement } from '@/components/ui/heading'
import { colors, fluidSizes, fonts, media, radii, shadows, space } from '@/styles/tokens'

export const Benefits = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  margin: 0;
  padding: 0;

  ${media.atLeast.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: grid;
    align-content: start;
    gap: ${space.sm};
    padding: ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
  }

  svg {
    box-sizing: content-box;
    padding: ${space.sm};
    border-radius: ${radii.pill};
    background: ${colors.accent};
    color: ${colors.surface};
  }

  p {
    margin: 0;
    color: ${colors.muted};
  }
`

export const BenefitTitle = styled(HeadingElement)`
  margin: ${space.xs} 0 0;
  color: ${colors.ink};
  font-size: 1.25rem;
`

export const Steps = styled.ol`
  list-style: none;
  counter-reset: partner-step;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  margin: 0;
  padding: 0;

  ${media.atLeast.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    counter-increment: partner-step;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${space.md};
    align-content: start;
  }

  /* The step number, drawn from the list's own counter (the <ol> already says 'item N'). */
  li::before {
    content: counter(partner-step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill};
    background: ${colors.primary};
    color: ${colors.surface};
    font-family: ${fonts.display};
    font-size: 1.25rem;
    font-weight: 700;
  }

  p {
    margin: 0;
    color: ${colors.muted};
  }
`

export const StepTitle = styled(HeadingElement)`
  margin: ${space.sm} 0 ${space.xs};
  color: ${colors.ink};
  font-size: 1.125rem;
`

export const Part = styled.div`
  margin-top: ${space.xxl};
`

export const CtaPanel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.lg};
  margin-top: ${space.xxl};
  /* Narrow padding on the smallest phones leaves the CTA its 256 px minimum at 320 px. */
  padding: ${space.xl} ${space.md};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  text-align: center;

  ${media.atLeast.sm} {
    padding: ${space.xl} ${space.lg};
  }

  ${media.atLeast.lg} {
    padding: ${space.xl} ${space.xxl};
  }
`

export const CtaText = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${fluidSizes.partnerSection};
  font-weight: 700;
  line-height: 1.2;
`

export const SignIn = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space.sm} ${space.md};
  margin: 0;
  color: ${colors.muted};
`
