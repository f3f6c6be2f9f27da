import { css, keyframes } from 'next-yak'

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`

/**
 * A loading placeholder's sweep of light: a gradient layer moved with `transform`, which the
 * compositor animates on its own. (Animating `background-position` instead repaints the element
 * on the main thread every frame, which Lighthouse counted as blocking time on every map page.)
 * The element must be positioned and sets its colours as `--shimmer-base` and
 * `--shimmer-highlight` before `${shimmer};`; the sweep stops for visitors who prefer reduced
 * motion.
 */
export const shimmer = css`
  overflow: hidden;
  background: var(--shimmer-base);

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      var(--shimmer-highlight) 50%,
      transparent 100%
    );
    transform: translateX(-100%);
    animation: ${sweep} 1.4s linear infinite;
    pointer-events: none;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      display: none;
    }
  }
`
