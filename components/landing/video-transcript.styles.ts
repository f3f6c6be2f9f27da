import { styled } from 'next-yak'
import { colors, space } from '@/styles/tokens'

export const Details = styled.details`
  margin-top: ${space.md};
  color: ${colors.ink};

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  ol {
    margin: ${space.sm} 0 0;
    padding-left: ${space.lg};
  }
`
