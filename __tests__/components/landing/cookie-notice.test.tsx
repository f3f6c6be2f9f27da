import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { CookieNotice } from '@/components/landing/cookie-notice'

const requested: string[] = []
const OriginalImage = window.Image

beforeEach(() => {
  requested.length = 0
  window.Image = class {
    set src(value: string) {
      requested.push(value)
    }
  } as unknown as typeof Image
})

afterEach(() => {
  window.Image = OriginalImage
})

describe('CookieNotice', () => {
  it('is a labelled region with a Cookie Policy link and a dismiss button', () => {
    render(<CookieNotice />)
    const region = screen.getByRole('region', { name: 'Cookie notice' })
    expect(region).toHaveTextContent(/cookies/i)
    expect(screen.getByRole('link', { name: /Cookie Policy/ })).toHaveAttribute(
      'href',
      '/cookie-policy',
    )
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument()
  })

  it('takes another policy link and button text', () => {
    render(<CookieNotice policyHref="https://help.example/cookies" buttonText="Dismiss" />)
    expect(screen.getByRole('link', { name: /Cookie Policy/ })).toHaveAttribute(
      'href',
      'https://help.example/cookies',
    )
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument()
  })

  it('hides on dismiss and requests the hide-cookie image once', () => {
    render(<CookieNotice />)
    expect(requested).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
    expect(requested).toEqual(['/hide-cookie.gif'])
  })
})

describe('CookieNotice with checkCookieOnClient', () => {
  afterEach(() => {
    document.cookie = 'move_cookie_notice=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it('renders nothing on the server', () => {
    expect(renderToString(<CookieNotice checkCookieOnClient />)).toBe('')
  })

  it('shows in the browser when the dismissal cookie is absent', () => {
    render(<CookieNotice checkCookieOnClient />)
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument()
  })

  it('stays hidden in the browser when the dismissal cookie is set', () => {
    document.cookie = 'move_cookie_notice=hidden; path=/'
    render(<CookieNotice checkCookieOnClient />)
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
  })
})
