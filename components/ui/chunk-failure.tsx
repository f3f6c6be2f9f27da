import { styled } from 'next-yak'
import type { ChunkLoadError } from '@/lib/chunk-load'
import { colors, radii, space } from '@/styles/tokens'
import { RetryButton } from './retry-button'

const Box = styled.div`
  margin: ${space.md} 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.subtle};
  color: ${colors.ink};

  p {
    margin: 0 0 ${space.sm};
  }
`

/** Spec §8's words for a failed chunk: 'Loading chunk N failed' with its type. */
export function chunkFailureText(error: ChunkLoadError): string {
  return `Loading chunk ${error.chunk} failed (${error.type}).`
}

/**
 * What a lazy part shows when its chunk fails to load: the spec's message, what it means for
 * the visitor and a retry. An alert, so screen readers hear it when it appears.
 */
export function ChunkFailure({
  error,
  what,
  onRetry,
  className,
}: {
  error: ChunkLoadError
  /** What could not load, for the visitor: 'The map', 'These details'… */
  what: string
  onRetry: () => void
  className?: string
}) {
  return (
    <Box role="alert" className={className}>
      <p>
        <strong>{chunkFailureText(error)}</strong> {what} could not load. Check your connection and
        try again.
      </p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Box>
  )
}
