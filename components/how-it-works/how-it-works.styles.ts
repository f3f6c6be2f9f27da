import { styled } from 'next-yak'
import { colors, fluidSizes, fonts, media, space } from '@/styles/tokens'

export const Steps = styled.ol`
  list-style: none;
  margin: ${space.xl} auto 0;
  padding: 0;
  max-width: 1040px;

  .step {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    gap: ${space.md};
    text-align: center;

    /* Phones: one column, a short dotted line from each step down to the next. */
    &:not(:last-child)::after {
      content: '';
      display: block;
      height: ${space.xl};
      margin: ${space.sm} 0 ${space.md};
      border-left: 3px dotted ${colors.primary};
    }

    ${media.atLeast.howItWorksSwitch} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas: 'art body' 'path path';
      column-gap: ${space.xxl};
      row-gap: 0;
      justify-items: stretch;
      text-align: left;

      &[data-orientation='right'] {
        grid-template-areas: 'body art' 'path path';
      }

      &:not(:last-child)::after {
        content: none;
      }

      > [data-part='art'] {
        grid-area: art;
      }

      > [data-part='body'] {
        grid-area: body;
      }

      > [data-part='path'] {
        grid-area: path;
      }
    }
  }

  .step-art {
    justify-self: center;
    width: 100%;
    max-width: 240px;

    /* RotatingWordImages' stack */
    > span {
      display: grid;
      width: 100%;
    }

    img {
      display: block;
      width: 100%;
      height: auto;
    }

    ${media.atLeast.howItWorksSwitch} {
      max-width: 300px;
    }
  }

  .step-body {
    align-self: center;
    max-width: 28rem;

    h3 {
      margin: 0 0 ${space.sm};
      font-family: ${fonts.display};
      font-size: ${fluidSizes.stepTitle};
      color: ${colors.ink};
    }

    p {
      margin: 0 0 ${space.md};
      color: ${colors.muted};
    }
  }

  /* layoutConfig.howItWorksVariant 'compact': four cards side by side, no path between. */
  &[data-variant='compact'] {
    display: grid;
    gap: ${space.xl};
    max-width: none;

    ${media.atLeast.howItWorksSwitch} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }

    ${media.atLeast.lg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }

    .step,
    .step[data-orientation='right'] {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'art' 'body';
      justify-items: center;
      row-gap: ${space.md};
      text-align: center;

      &::after {
        content: none;
      }
    }

    .step-art {
      max-width: 200px;
    }
  }

  .step-path {
    display: none;

    svg {
      display: block;
      width: 100%;
      height: 96px;
    }

    ${media.atLeast.howItWorksSwitch} {
      display: block;
    }
  }
`

export const TextLink = styled.a`
  color: ${colors.primaryDark};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${colors.primary};
  }
`
