import { colorValues } from '@/styles/tokens'

/**
 * The dashed path between two steps: from the side of one picture across to the other side.
 * `flip` mirrors it for the steps that start on the right. Decorative.
 */
export function StepPath({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      viewBox="0 0 600 120"
      preserveAspectRatio="none"
      width="600"
      height="120"
      aria-hidden
      focusable={false}
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M150 4 C 150 70, 450 50, 450 116"
        transform={flip ? 'matrix(-1 0 0 1 600 0)' : undefined}
        fill="none"
        stroke={colorValues.primary}
        strokeWidth="3"
        strokeDasharray="2 12"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}
