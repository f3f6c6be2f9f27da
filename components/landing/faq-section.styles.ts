import { styled } from 'next-yak'
import { colors, fonts, headingSizes, radii, shadows, space } from '@/styles/tokens'

export const Layout = styled.div`
  max-width: 52rem;
  margin: 0 auto;
`

export const List = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.lg};

  .faq-item {
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};

    &[open] {
      box-shadow: ${shadows.card};
    }

    summary {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${space.md};
      padding: ${space.md} ${space.lg};
      color: ${colors.ink};
      font-family: ${fonts.display};
      font-size: ${headingSizes.small};
      font-weight: 700;
      cursor: pointer;
      list-style: none;
    }

    summary::-webkit-details-marker {
      display: none;
    }

    /* A plus that turns into a minus when open. */
    summary::after {
      content: '+';
      flex: none;
      display: grid;
      place-items: center;
      width: 28px;
      height: 28px;
      border-radius: ${radii.pill};
      background: ${colors.subtle};
      color: ${colors.primaryDark};
      font-size: ${headingSizes.title};
      line-height: 1;
    }

    &[open] summary::after {
      content: '\\2212';
    }

    summary:focus-visible {
      border-radius: ${radii.md};
    }
  }

  .faq-answer {
    padding: 0 ${space.lg} ${space.md};
    color: ${colors.muted};

    p,
    ul,
    ol {
      margin: 0 0 ${space.sm};
    }
  }
`

export const Questions = styled.aside`
  margin-top: ${space.xl};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.subtle};
  text-align: center;

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${headingSizes.title};
  }

  p {
    margin: 0;
    color: ${colors.muted};
  }

  a {
    font-weight: 600;
  }
`
