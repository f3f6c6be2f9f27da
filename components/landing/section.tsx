import { styled } from 'next-yak'
import { Heading as HeadingElement } from '@/components/ui/heading'
import { colors, fonts, headingSizes, media, space } from '@/styles/tokens'

/** A landing-page band: generous vertical rhythm, optional tinted background. */
export const Section = styled.section`
  padding: ${space.xl} 0;
  scroll-margin-top: ${space.xl};

  ${media.atLeast.lg} {
    padding: ${space.xxl} 0;
  }

  &[data-tone='subtle'] {
    background: ${colors.subtle};
  }
`

/** A section's heading; its level (`level`) depends on the page. */
export const SectionHeading = styled(HeadingElement)`
  margin: 0 0 ${space.md};
  font-family: ${fonts.display};
  font-size: ${headingSizes.section};
  letter-spacing: -0.01em;
  color: ${colors.ink};
  text-align: center;

  &[data-level='sub'] {
    margin-bottom: ${space.lg};
    font-size: ${headingSizes.subsection};
  }
`

export const SectionIntro = styled.div`
  max-width: 46rem;
  margin: 0 auto ${space.xl};
  color: ${colors.muted};
  font-size: 1.0625rem;
  text-align: center;

  p {
    margin: 0 0 ${space.sm};
  }

  ul,
  ol {
    display: inline-block;
    margin: 0 0 ${space.sm};
    text-align: left;
  }
`

/** Small uppercase label above a heading ('Step 1', 'Health/Fitness Provider?'). */
export const Eyebrow = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.primaryDark};
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`
