import { styled, keyframes } from 'next-yak'
import { RotatingWord, RotatingWordImages } from '@/components/landing/rotating-word'
import { PinGlyph } from '@/components/map/pin-glyph'
import { DISCOVERY_PIN_ICONS, DISCOVERY_TITLE_WORDS } from '@/lib/rotating-words'
import { colors, fonts, radii, shadows, space } from '@/styles/tokens'

/** The rotating word publishes its index here; the pin demo follows it. */
export const DISCOVERY_TEASER_SYNC_ID = 'discovery-teaser'

const drop = keyframes`
  0% { transform: translateY(-18px); opacity: 0; }
  60% { transform: translateY(2px); opacity: 1; }
  100% { transform: translateY(0); opacity: 1; }
`

const Teaser = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  margin: 0 0 ${space.lg};

  p {
    margin: 0;
    font-family: ${fonts.display};
    font-size: 1.25rem;
    font-weight: 700;
    color: ${colors.ink};
  }

  p > span {
    color: ${colors.primaryDark};
  }
`

/* A patch of "map" with the demo's pin dropping onto it. */
const Tile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${radii.md};
  background:
    linear-gradient(90deg, transparent 46%, ${colors.border} 46% 54%, transparent 54%),
    linear-gradient(0deg, transparent 46%, ${colors.border} 46% 54%, transparent 54%),
    ${colors.subtle};
  box-shadow: ${shadows.card};

  [data-active='true'] [data-pin] {
    animation: ${drop} 600ms ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    [data-active='true'] [data-pin] {
      animation: none;
    }
  }
`

const Pin = styled.span`
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 50% 50% 50% 0;
  transform-origin: center;
  background: ${colors.primary};
  color: ${colors.surface};

  svg {
    width: 20px;
    height: 20px;
  }
`

/**
 * The discovery section's teaser (spec §2: "Rotating animated word and pin demo cycle through
 * Dance, Fitness, Gyms, Martial Arts, Swimming, Yoga"): 'Find … near you' with the word typed
 * anew every 3000 ms and, beside it, a pin with that activity's map icon dropping onto a patch
 * of map at the same beat (the pin demo's 3000 ms). Server-rendered with the first word; the
 * rotation pauses out of view and holds still under prefers-reduced-motion (the visitor's
 * setting wins over the spec's animation: the words stay readable, as one list, for everyone).
 */
export function DiscoveryTeaser() {
  return (
    <Teaser>
      <p>
        Find <RotatingWord words={DISCOVERY_TITLE_WORDS} syncId={DISCOVERY_TEASER_SYNC_ID} /> near
        you
      </p>
      <Tile aria-hidden="true">
        <RotatingWordImages
          syncId={DISCOVERY_TEASER_SYNC_ID}
          images={DISCOVERY_TITLE_WORDS.map((word) => (
            <Pin key={word} data-pin={DISCOVERY_PIN_ICONS[word]}>
              <PinGlyph category={DISCOVERY_PIN_ICONS[word]} />
            </Pin>
          ))}
        />
      </Tile>
    </Teaser>
  )
}
