import { act, fireEvent, render, screen } from '@testing-library/react'

let failures = 0
jest.mock('@/components/ui/modal', () => {
  if (failures > 0) {
    failures -= 1
    throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/modal.js'), {
      type: 'error',
    })
  }
  return jest.requireActual('@/components/ui/modal')
})

// Imported after the mock so the button's dynamic import meets it.
import { ModalButton } from '@/components/ui/modal-button'

describe('ModalButton when the modal chunk fails', () => {
  afterEach(() => jest.resetModules())

  it("says 'Loading chunk modal failed' with a retry, and opens on retry", async () => {
    failures = 1
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <ModalButton buttonText="Find out more" heading="How it works">
        <p>Pick a class, then go.</p>
      </ModalButton>,
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Find out more' }))
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Loading chunk modal failed (error). This step's details could not load.",
    )
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Loading chunk modal failed\./))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    })
    expect(await screen.findByRole('dialog', { name: 'How it works' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    warn.mockRestore()
  })
})
