import type { ReactNode } from 'react'
import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'
import { Container } from './container'

const Panel = styled(Container)`
  padding-top: ${space.xxl};
  padding-bottom: ${space.xxl};
  text-align: center;

  p {
    color: ${colors.muted};
  }

  a,
  button {
    display: inline-block;
    margin-top: ${space.md};
    padding: 12px 24px;
    border: 0;
    border-radius: ${radii.pill};
    background: ${colors.primary};
    color: ${colors.surface};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
`

/** Shared body of the error and not-found pages. */
export function ErrorPanel({
  title,
  message,
  action,
}: {
  title: string
  message: string
  action?: ReactNode
}) {
  return (
    <Panel>
      <h1>{title}</h1>
      <p>{message}</p>
      {action}
    </Panel>
  )
}
