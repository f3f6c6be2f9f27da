import type { HTMLAttributes } from 'react'

/** The elements a heading-styled text can be: its level depends on where the page places it. */
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'p'

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingTag
}

/**
 * A heading whose element is chosen by its caller: styled with `styled(Heading)`, it keeps one
 * set of styles at every level (build-time styles have no `as` prop to swap the element).
 */
export function Heading({ level: Tag, ...props }: HeadingProps) {
  return <Tag {...props} />
}
