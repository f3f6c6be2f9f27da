import { styled } from 'next-yak'
import { colors, layout, radii, space } from '@/styles/tokens'
import { HeroCitySelect, type HeroCitySelectProps } from './hero-city-select'

/** The hero city select's look, rendered on the server (no styling code in the client chunk). */
const Frame = styled.div`
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${space.sm};
    margin: 0 0 ${space.md};
  }

  label {
    flex-basis: 100%;
    font-weight: 600;
  }

  select {
    flex: 1 1 200px;
    min-width: 0;
    height: ${layout.selectHeight}px;
    padding: 0 ${space.md};
    border: 2px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
  }

  button {
    min-height: ${layout.selectHeight}px;
    padding: 0 ${space.lg};
    border: 2px solid ${colors.primary};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.primaryDark};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`

/** ctaConfig.citySelect's select in the hero, in its server-rendered frame. */
export function HeroCityFrame(props: HeroCitySelectProps) {
  return (
    <Frame>
      <HeroCitySelect {...props} />
    </Frame>
  )
}
