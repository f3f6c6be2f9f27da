import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { PasswordField } from '@/components/forms/password-field'

jest.mock('@/lib/forms/password-score', () => ({
  scorePassword: (password: string) => Math.min(4, Math.floor(password.length / 4)),
}))

function field() {
  return screen.getByLabelText('Password')
}

/** Lets the lazy import (a mocked module here) settle. */
async function flush() {
  await act(async () => {
    await Promise.resolve()
    await Promise.resolve()
  })
}

describe('PasswordField (spec §4, §5)', () => {
  afterEach(() => jest.useRealTimers())

  it('shows Show/Hide only while focused, and hides it (masked again) 150 ms after blur', async () => {
    jest.useFakeTimers()
    render(<PasswordField id="password" name="password" label="Password" />)
    expect(screen.queryByRole('button')).toBeNull()

    fireEvent.focus(field())
    await flush()
    const show = screen.getByRole('button', { name: 'Show password' })
    expect(show).toHaveTextContent('Show')
    fireEvent.click(show)
    expect(field()).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveTextContent('Hide')

    fireEvent.blur(field())
    act(() => jest.advanceTimersByTime(149))
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByRole('button')).toBeNull()
    expect(field()).toHaveAttribute('type', 'password')
  })

  it('keeps the toggle when focus moves onto it within 150 ms', async () => {
    jest.useFakeTimers()
    render(<PasswordField id="password" name="password" label="Password" />)
    fireEvent.focus(field())
    await flush()
    const toggle = screen.getByRole('button', { name: 'Show password' })
    fireEvent.blur(field())
    fireEvent.focus(toggle)
    act(() => jest.advanceTimersByTime(500))
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
  })

  it('has no toggle in Edge on Windows, which draws its own', async () => {
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      )
    render(<PasswordField id="password" name="password" label="Password" />)
    fireEvent.focus(field())
    await flush()
    expect(screen.queryByRole('button')).toBeNull()
    agent.mockRestore()
  })

  it('loads the meter on first focus and describes the field with the strength', async () => {
    render(<PasswordField id="password" name="password" label="Password" />)
    fireEvent.focus(field())
    await flush()
    fireEvent.change(field(), { target: { value: 'abcdefgh' } })
    expect(screen.getByText('Password Strength: Medium')).toBeInTheDocument()
    expect(field()).toHaveAccessibleDescription('Password Strength: Medium')
    expect(screen.getByTestId('strength-bar')).toHaveAttribute('data-band', 'amber')
    fireEvent.change(field(), { target: { value: 'abc' } })
    expect(screen.getByText('Password Strength: Very Weak!')).toBeInTheDocument()
    expect(screen.getByTestId('strength-bar')).toHaveAttribute('data-score', '0')
  })

  it('shows the error instead of the strength', async () => {
    render(
      <PasswordField id="password" name="password" label="Password" error="Too easy to guess" />,
    )
    fireEvent.focus(field())
    await flush()
    fireEvent.change(field(), { target: { value: 'abcdefghijklmnop' } })
    expect(screen.queryByText(/Password Strength/)).toBeNull()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Too easy to guess')).toBeInTheDocument()
  })

  it('scores a password typed before the page hydrated, which no event reported to React', async () => {
    const element = <PasswordField id="password" name="password" label="Password" />
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    document.body.appendChild(container)
    const input = container.querySelector('input') as HTMLInputElement
    input.focus()
    input.value = 'Quiet-harbour-lantern'

    await act(async () => {
      hydrateRoot(container, element)
    })
    await flush()
    expect(screen.getByText('Password Strength: Very strong')).toBeInTheDocument()
    container.remove()
  })
})
