import { styled } from 'next-yak'
import { Container } from '@/components/layout/container'
import { MEDIA_OUTLETS, mediaLogoUrl } from '@/lib/images/generated-images'
import { media, space } from '@/styles/tokens'
import { Section, SectionHeading } from './section'

const Logos = styled.ul`
  list-style: none;
  margin: ${space.lg} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.lg} ${space.md};
  align-items: center;
  justify-items: center;

  ${media.atLeast.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.atLeast.xl} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }

  li {
    width: 100%;
    max-width: 200px;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`

export interface AsSeenInProps {
  /** grey: the logos in one muted grey; colour: each in its outlet's colour. */
  tone?: 'grey' | 'colour'
}

/** The 'As seen in' strip (spec §2, anchor as-seen-in): six media logos, grey or colour. */
export function AsSeenIn({ tone = 'grey' }: AsSeenInProps) {
  return (
    <Section id="as-seen-in" aria-labelledby="as-seen-in-heading">
      <Container>
        <SectionHeading level="h2" id="as-seen-in-heading" data-level="sub">
          As seen in
        </SectionHeading>
        <Logos>
          {MEDIA_OUTLETS.map((outlet) => (
            <li key={outlet.slug}>
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG wordmarks, nothing to optimise */}
              <img
                src={mediaLogoUrl(outlet.slug, tone)}
                alt={outlet.name}
                width="200"
                height="48"
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </Logos>
      </Container>
    </Section>
  )
}
