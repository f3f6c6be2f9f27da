import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { useFullscreenMap } from '@/components/discovery/use-fullscreen-map'

/** The hook in the shape the discovery app uses it: a labelled frame, 'View Map' and Close. */
function Harness({
  isPhone = true,
  onToggle = () => {},
}: {
  isPhone?: boolean
  onToggle?: () => void
}) {
  const frame = useRef<HTMLDivElement>(null)
  const viewMap = useRef<HTMLButtonElement>(null)
  const { fullscreen, setFullscreen } = useFullscreenMap(isPhone, onToggle, frame, viewMap)
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

describe('useFullscreenMap: a phone turned to landscape', () => {
  it('leaves fullscreen as Close does (the panel clears), and turning back shows the page', () => {
    const onToggle = jest.fn()
    const { rerender } = render(<Harness onToggle={onToggle} />)
    fireEvent.click(screen.getByRole('button', { name: 'View Map' }))
    expect(onToggle).toHaveBeenCalledTimes(1)

    rerender(<Harness isPhone={false} onToggle={onToggle} />)
    expect(screen.getByRole('region', { name: 'Activity map' })).toBeInTheDocument()
    expect(onToggle).toHaveBeenCalledTimes(2)

    rerender(<Harness isPhone onToggle={onToggle} />)
    expect(screen.getByRole('button', { name: 'View Map' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Activity map, full screen' })).toBeNull()
    expect(onToggle).toHaveBeenCalledTimes(2)
  })

  it('changes nothing when the map was not full screen', () => {
    const onToggle = jest.fn()
    const { rerender } = render(<Harness onToggle={onToggle} />)
    rerender(<Harness isPhone={false} onToggle={onToggle} />)
    rerender(<Harness isPhone onToggle={onToggle} />)
    expect(onToggle).not.toHaveBeenCalled()
  })
})
