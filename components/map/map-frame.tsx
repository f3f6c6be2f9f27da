import { styled } from 'next-yak'
import { shimmer } from '@/components/ui/shimmer'
import { STICKY_BAR_HEIGHT_VAR } from '@/lib/map-fullscreen-event'
import { colors, media, radii, space } from '@/styles/tokens'

/** The map area's height: the placeholder and the live map share it, so nothing moves. */
export const MAP_HEIGHT = { desktop: 600, phone: 420 } as const

export const MapFrame = styled.div`
  position: relative;
  height: ${MAP_HEIGHT.desktop}px;
  overflow: hidden;
  border-radius: ${radii.md};
  background: #dbe9f2;

  ${media.below.mobile} {
    height: ${MAP_HEIGHT.phone}px;
  }

  /* Focus is parked here while the map enters or leaves full screen (use-fullscreen-map.ts). */
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }

  &[data-fullscreen='true'] {
    position: fixed;
    inset: var(${STICKY_BAR_HEIGHT_VAR}, 0px) 0 0;
    /* Above the cookie notice (800), below the sticky bar (900) that shows with it. */
    z-index: 850;
    height: auto;
    border-radius: 0;
  }
`

export const Skeleton = styled.div`
  position: absolute;
  inset: 0;
  --shimmer-base: #e4edf3;
  --shimmer-highlight: #f1f6f9;
  ${shimmer};
`

export const SkeletonBar = styled.div`
  height: 20px;
  margin: ${space.md};
  width: 40%;
  border-radius: ${radii.sm};
  background: rgba(255, 255, 255, 0.7);

  & + & {
    width: 25%;
  }
`

/** The map's placeholder while its chunk or its city loads (spec §2: skeleton placeholders). */
export function MapSkeleton({ label = 'Loading the map' }: { label?: string }) {
  return (
    <Skeleton role="status" aria-label={label}>
      <SkeletonBar />
      <SkeletonBar />
    </Skeleton>
  )
}
