import { act, fireEvent, render, screen } from '@testing-library/react'
import { PasswordField } from '@/components/forms/password-field'
import { ChunkLoadError, loadChunk } from '@/lib/chunk-load'
import { CHUNK_TIMEOUT_MS } from '@/lib/timing'

jest.mock('@/lib/chunk-load', () => {
  const actual = jest.requireActual('@/lib/chunk-load')
  return { ...actual, loadChunk: jest.fn() }
})

const load = jest.mocked(loadChunk)

async function flush() {
  await act(async () => {
    await Promise.resolve()
    await Promise.resolve()
  })
}

describe('PasswordField’s lazy strength chunk (spec §8)', () => {
  it('loads through the chunk loader with the 120 s timeout, once, on first focus', async () => {
    load.mockResolvedValue({ scorePassword: () => 4 })
    render(<PasswordField id="password" name="password" label="Password" />)
    expect(load).not.toHaveBeenCalled()
    const input = screen.getByLabelText('Password')
    fireEvent.focus(input)
    fireEvent.blur(input)
    fireEvent.focus(input)
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(load.mock.calls[0]?.[0]).toBe('password-strength')
    // No timeout of its own: loadChunk's default, the spec's 120 s.
    expect(load.mock.calls[0]).toHaveLength(2)
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
    fireEvent.change(input, { target: { value: 'anything' } })
    expect(screen.getByText('Password Strength: Very strong')).toBeInTheDocument()
  })

  it('logs a failed chunk, offers Retry, and loads on retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    load.mockReset()
    load
      .mockRejectedValueOnce(new ChunkLoadError('password-strength', 'timeout'))
      .mockResolvedValueOnce({ scorePassword: () => 2 })
    render(<PasswordField id="password" name="password" label="Password" />)
    const input = screen.getByLabelText('Password')
    fireEvent.focus(input)
    await flush()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Loading chunk password-strength failed'),
    )
    expect(screen.getByText('The password strength check could not be loaded.')).toBeInTheDocument()
    fireEvent.change(input, { target: { value: 'kettleswim' } })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await flush()
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Password Strength: Medium')).toBeInTheDocument()
    warn.mockRestore()
  })
})
