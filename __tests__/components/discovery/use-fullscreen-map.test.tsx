import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { useFullscreenMap } from '@/components/discovery/use-fullscreen-map'

/** The hook in the shape the discovery app uses it: a labelled frame, 'View Map' and Close. */
function Harness({ isPhone = true }: { isPhone?: boolean }) {
  const frame = useRef<HTMLDivElement>(null)
  const viewMap = useRef<HTMLButtonElement>(null)
  const { fullscreen, setFullscreen } = useFullscreenMap(isPhone, () => {}, frame, viewMap)
  return (
    <div
      ref={frame}
      tabIndex={-1}
      role="region"
      aria-label={fullscreen ? 'Activity map, full screen' : 'Activity map'}
    >
      {fullscreen ? (
        <>
          <input type="search" aria-label="Search venues" />
          <button type="button" onClick={() => setFullscreen(false)}>
            Close map
          </button>
        </>
      ) : (
        <button ref={viewMap} type="button" onClick={() => setFullscreen(true)}>
          View Map
        </button>
      )}
    </div>
  )
}

/** Runs the animation frame the hook returns focus in. */
async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
}

describe('useFullscreenMap: focus follows the map', () => {
  it.each([
    ['Close map', (name: string) => fireEvent.click(screen.getByRole('button', { name }))],
    [
      'Escape from the search box',
      () => {
        screen.getByRole('searchbox', { name: 'Search venues' }).focus()
        fireEvent.keyDown(window, { key: 'Escape' })
      },
    ],
  ])(
    "moves into the map on 'View Map', and back to 'View Map' on leaving by %s",
    async (name, leave) => {
      render(<Harness />)
      const viewMap = screen.getByRole('button', { name: 'View Map' })
      viewMap.focus()
      fireEvent.click(viewMap)
      expect(screen.getByRole('region', { name: 'Activity map, full screen' })).toHaveFocus()

      act(() => leave(name))
      // Parked on the frame while 'View Map' comes back, then on it.
      expect(screen.getByRole('region', { name: 'Activity map' })).toHaveFocus()
      await nextFrame()
      expect(screen.getByRole('button', { name: 'View Map' })).toHaveFocus()
    },
  )

  it('leaves focus alone on leaving when it was outside the map', async () => {
    render(
      <>
        <Harness />
        <button type="button">Elsewhere</button>
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'View Map' }))
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    elsewhere.focus()
    fireEvent.keyDown(window, { key: 'Escape' })
    await nextFrame()
    expect(screen.getByRole('button', { name: 'View Map' })).toBeInTheDocument()
    expect(elsewhere).toHaveFocus()
  })

  it('does not go full screen, nor move focus, off a phone', () => {
    render(<Harness isPhone={false} />)
    const viewMap = screen.getByRole('button', { name: 'View Map' })
    viewMap.focus()
    fireEvent.click(viewMap)
    expect(screen.getByRole('region', { name: 'Activity map' })).toBeInTheDocument()
    expect(viewMap).toHaveFocus()
  })
})
