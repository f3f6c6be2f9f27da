import { styled } from 'next-yak'
import { colors, fonts, media, radii, shadows, space } from '@/styles/tokens'

export interface Testimonial {
  id: string
  name: string
  text: string
  image: string
}

/** The testimonial images are square (240 px); shown as round portraits. */
const PORTRAIT_SIZE = 240

function isTestimonial(value: unknown): value is Testimonial {
  if (typeof value !== 'object' || value === null) return false
  const { id, name, text, image } = value as Record<string, unknown>
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof text === 'string' &&
    typeof image === 'string' &&
    name.trim() !== '' &&
    text.trim() !== ''
  )
}

/** The well-formed testimonials of an API result; [] when it is missing or not an array. */
export function toTestimonials(value: unknown): Testimonial[] {
  return Array.isArray(value) ? value.filter(isTestimonial) : []
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${media.atLeast.stackedTestimonials} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }

  /* Each card is styled from the list: plain elements, no component per card. */
  figure {
    display: flex;
    flex-direction: column;
    gap: ${space.md};
    height: 100%;
    margin: 0;
    padding: ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    box-shadow: ${shadows.card};

    blockquote {
      position: relative;
      flex: 1;
      margin: 0;
      padding-top: ${space.lg};
      color: ${colors.ink};
      font-size: 1.0625rem;
    }

    /*
     * A large opening quote mark, drawn in CSS (decorative), in the display face's bold, which
     * the headings already load: the regular would start a font download with the first layout.
     */
    blockquote::before {
      content: '\\201C';
      position: absolute;
      top: calc(-1 * ${space.sm});
      left: 0;
      color: ${colors.primary};
      font-family: ${fonts.display};
      font-weight: 700;
      font-size: 3.5rem;
      line-height: 1;
    }

    blockquote p {
      margin: 0;
    }

    figcaption {
      display: flex;
      align-items: center;
      gap: ${space.md};
      font-weight: 600;
      color: ${colors.ink};
    }

    img {
      flex: none;
      width: 56px;
      height: 56px;
      border-radius: ${radii.pill};
      object-fit: cover;
      background: ${colors.subtle};
    }
  }
`

export interface TestimonialsProps {
  /** The API's testimonials result, unchecked: anything but an array renders nothing (spec §8). */
  testimonials: unknown
  /** Show at most this many. */
  max?: number
  className?: string
}

/**
 * Customer testimonials (spec §2): cards side by side, stacked below 801 px. Renders nothing
 * when the data is missing, not an array, or holds no usable testimonial.
 */
export function Testimonials({ testimonials, max, className }: TestimonialsProps) {
  const items = toTestimonials(testimonials).slice(0, max)
  if (items.length === 0) return null
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <figure>
            <blockquote>
              <p>{item.text}</p>
            </blockquote>
            <figcaption>
              {item.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- pre-sized portraits, lazy
                <img
                  src={item.image}
                  alt=""
                  width={PORTRAIT_SIZE}
                  height={PORTRAIT_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span>{item.name}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </List>
  )
}
