import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { ModalButton } from '@/components/ui/modal-button'
import type { ModalVariant } from '@/lib/modal-state'
import { MODAL_TRANSITION_MS } from '@/lib/timing'

function Harness({ variant }: { variant?: ModalVariant }) {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal open={open} onClose={() => setOpen(false)} heading="Step 1" variant={variant}>
        <p>Choose a plan.</p>
        <a href="#plans">See plans</a>
        <button type="button">Inner action</button>
      </Modal>
    </div>
  )
}

function mockMatchMedia(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: jest.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })),
  })
}

function modalRoot() {
  return screen.getByTestId('modal-root')
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open details' })
  opener.focus()
  fireEvent.click(opener)
  return opener
}

afterEach(() => {
  jest.useRealTimers()
  // @ts-expect-error remove the per-test stub
  delete window.matchMedia
})

describe('Modal', () => {
  it('opens as a labelled modal dialog with focus on the close button', () => {
    render(<Harness />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    openModal()
    const dialog = screen.getByRole('dialog', { name: 'Step 1' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByText('Choose a plan.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('goes unmounted → entering → entered → exiting → exited over 500 ms', () => {
    jest.useFakeTimers()
    render(<Harness />)
    openModal()
    expect(modalRoot()).toHaveAttribute('data-state', 'entering')
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS - 1))
    expect(modalRoot()).toHaveAttribute('data-state', 'entering')
    act(() => jest.advanceTimersByTime(1))
    expect(modalRoot()).toHaveAttribute('data-state', 'entered')

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(modalRoot()).toHaveAttribute('data-state', 'exiting')
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS - 1))
    expect(modalRoot()).toHaveAttribute('data-state', 'exiting')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByTestId('modal-root')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
  })

  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
    ['the backdrop', () => fireEvent.click(screen.getByTestId('modal-backdrop'))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('closes on %s and returns focus to the opener', (_label, close) => {
    jest.useFakeTimers()
    render(<Harness />)
    const opener = openModal()
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS))
    act(() => close())
    expect(modalRoot()).toHaveAttribute('data-state', 'exiting')
    expect(opener).toHaveFocus()
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does not close when the dialog itself is clicked', () => {
    render(<Harness />)
    openModal()
    fireEvent.click(screen.getByText('Choose a plan.'))
    expect(modalRoot()).not.toHaveAttribute('data-state', 'exiting')
  })

  it('traps focus: Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    render(<Harness />)
    openModal()
    const dialog = screen.getByRole('dialog')
    const close = screen.getByRole('button', { name: 'Close' })
    const inner = screen.getByRole('button', { name: 'Inner action' })

    inner.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(close).toHaveFocus()

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(inner).toHaveFocus()

    // In the middle the browser moves focus itself: nothing is prevented.
    const link = screen.getByRole('link', { name: 'See plans' })
    link.focus()
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    dialog.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
  })

  it('makes the rest of the page inert while open', () => {
    jest.useFakeTimers()
    const { container } = render(<Harness />)
    openModal()
    expect(container).toHaveAttribute('inert')
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(container).not.toHaveAttribute('inert')
  })

  it.each<[ModalVariant, boolean, string]>([
    ['auto', true, 'bottom-sheet'],
    ['auto', false, 'dialog'],
    ['dialog', true, 'dialog'],
    ['fullscreen', false, 'fullscreen'],
    ['bottom-sheet', false, 'bottom-sheet'],
  ])('variant %s on a mobile screen=%s renders as %s', (variant, mobile, expected) => {
    mockMatchMedia(mobile)
    render(<Harness variant={variant} />)
    openModal()
    expect(modalRoot()).toHaveAttribute('data-variant', expected)
  })
})

describe('ModalButton', () => {
  it('opens a modal with its heading and server-rendered children, then returns focus', async () => {
    render(
      <ModalButton buttonText="Find out more" heading="How it works">
        <p>Pick a class, then go.</p>
      </ModalButton>,
    )
    const button = screen.getByRole('button', { name: 'Find out more' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    button.focus()
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'How it works' })
    expect(dialog).toHaveTextContent('Pick a class, then go.')

    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(button).toHaveFocus())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
