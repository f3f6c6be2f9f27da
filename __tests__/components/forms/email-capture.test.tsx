import { fireEvent, render, screen } from '@testing-library/react'
import { EmailCapture } from '@/components/forms/email-capture'
import { navigateTo } from '@/components/forms/navigate'
import { getAnalytics, resetAnalyticsForTests } from '@/lib/analytics/client'
import { connectMarketingSink, resetMarketingReportsForTests } from '@/lib/marketing/report'
import type { MarketingReport } from '@/lib/marketing/actions'

jest.mock('@/components/forms/navigate', () => ({ navigateTo: jest.fn() }))

const navigate = jest.mocked(navigateTo)

function field() {
  return screen.getByRole('textbox', { name: 'Email address' })
}

beforeEach(() => {
  navigate.mockReset()
  resetAnalyticsForTests()
})

describe('EmailCapture', () => {
  it('renders a labelled GET form to /store-cookies with the spec placeholder and button', () => {
    const { container } = render(
      <EmailCapture elementLocation="hero" storeCookiesQuery="utm_source=news&ref=spring" />,
    )
    const form = container.querySelector('form')
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/store-cookies')
    expect(field()).toHaveAttribute('placeholder', 'Enter your email address')
    expect(field()).toHaveAttribute('name', 'utm_capture_email')
    expect(screen.getByRole('button', { name: 'Join Now' })).toHaveAttribute('type', 'submit')
    const hidden = Array.from(container.querySelectorAll('input[type="hidden"]')).map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ])
    expect(hidden).toEqual([
      ['utm_source', 'news'],
      ['ref', 'spring'],
    ])
  })

  it('drops the query’s own email and utm_capture_email from the hidden inputs', () => {
    const { container } = render(
      <EmailCapture
        elementLocation="hero"
        storeCookiesQuery="email=old%40x.com&utm_capture_email=stale&utm_medium=cpc"
      />,
    )
    const names = Array.from(container.querySelectorAll('input[type="hidden"]')).map((input) =>
      input.getAttribute('name'),
    )
    expect(names).toEqual(['utm_medium'])
  })

  it('shows no error before a click, then exactly the spec error after a click while invalid', () => {
    render(<EmailCapture elementLocation="hero" storeCookiesQuery="" />)
    fireEvent.change(field(), { target: { value: 'a@b.c' } })
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument()
    expect(field()).not.toHaveAttribute('aria-invalid')

    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address')
    expect(field()).toHaveFocus()
    expect(navigate).not.toHaveBeenCalled()

    // Typing a valid value clears the error (valid is recomputed on every change).
    fireEvent.change(field(), { target: { value: 'a@b.co' } })
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument()
  })

  it('continues to /store-cookies with the email first and the existing query kept', () => {
    render(
      <EmailCapture
        elementLocation="sticky-bar"
        buttonText="Try for £1"
        storeCookiesQuery="utm_source=news&utm_campaign=spring+sale&email=old%40x.com"
      />,
    )
    fireEvent.change(field(), { target: { value: 'sam@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Try for £1' }))
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith(
      '/store-cookies?utm_capture_email=sam%40example.com&utm_source=news&utm_campaign=spring+sale',
    )
  })

  it('reports identify and the Click CTA track before navigating', () => {
    const analytics = getAnalytics()
    const identify = jest.spyOn(analytics, 'identify')
    const clickCta = jest.spyOn(analytics, 'clickCta')
    const flush = jest.spyOn(analytics, 'flush').mockResolvedValue()
    navigate.mockImplementation(() => {
      expect(flush).toHaveBeenCalledWith({ beacon: true })
    })
    render(<EmailCapture elementLocation="hero" storeCookiesQuery="" />)
    fireEvent.change(field(), { target: { value: 'sam@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(identify).toHaveBeenCalledWith('sam@example.com', { mail_lead_collected: true })
    expect(clickCta).toHaveBeenCalledWith({ elementLocation: 'hero', elementText: 'Join Now' })
    expect(navigate).toHaveBeenCalledWith('/store-cookies?utm_capture_email=sam%40example.com')
  })

  it('reports the email capture to the marketing host by beacon, without the address', () => {
    resetMarketingReportsForTests()
    const reports: MarketingReport[] = []
    connectMarketingSink((report) => reports.push(report))
    navigate.mockImplementation(() => expect(reports).toHaveLength(1))
    render(<EmailCapture elementLocation="sticky-bar" storeCookiesQuery="" />)
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(reports).toEqual([])
    fireEvent.change(field(), { target: { value: 'sam@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(reports).toEqual([
      { action: 'EmailCapture', source: 'sticky-bar', target: '/store-cookies', beacon: true },
    ])
    expect(navigate).toHaveBeenCalled()
    resetMarketingReportsForTests()
  })

  it('is prefilled from initialEmail and continues without typing', () => {
    render(
      <EmailCapture elementLocation="hero" initialEmail="pat@example.com" storeCookiesQuery="" />,
    )
    expect(field()).toHaveValue('pat@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(navigate).toHaveBeenCalledWith('/store-cookies?utm_capture_email=pat%40example.com')
  })
})

describe('EmailCapture with the server’s round-trip flags', () => {
  it('shows the error at once after /store-cookies sent a no-JS visitor back', () => {
    render(
      <EmailCapture elementLocation="hero" initialEmail="abc" initialError storeCookiesQuery="" />,
    )
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address')
    expect(field()).toHaveAttribute('aria-invalid', 'true')
  })

  it('carries landingPath as a hidden input and in the URL', () => {
    const { container } = render(
      <EmailCapture elementLocation="hero" landingPath="/london" storeCookiesQuery="ref=a" />,
    )
    expect(container.querySelector('input[type="hidden"][name="landing"]')).toHaveValue('/london')
    fireEvent.change(field(), { target: { value: 'sam@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(navigate).toHaveBeenCalledWith(
      '/store-cookies?utm_capture_email=sam%40example.com&ref=a&landing=%2Flondon',
    )
  })
})

describe('EmailCapture on a page rendered without its query', () => {
  afterEach(() => window.history.pushState({}, '', '/'))

  it('prefills from the address and carries its query at submit time', () => {
    window.history.pushState({}, '', '/london?email=pat%40example.com&utm_source=news')
    const { container } = render(<EmailCapture elementLocation="hero" />)
    expect(field()).toHaveValue('pat@example.com')
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(navigate).toHaveBeenCalledWith(
      '/store-cookies?utm_capture_email=pat%40example.com&utm_source=news',
    )
  })

  it('shows the error from email_error=1 in the address', () => {
    window.history.pushState({}, '', '/london?email=abc&email_error=1')
    render(<EmailCapture elementLocation="hero" />)
    expect(field()).toHaveValue('abc')
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
  })

  it('does not prefill from the address when the server passed initialEmail', () => {
    window.history.pushState({}, '', '/london?email=pat%40example.com')
    render(<EmailCapture elementLocation="hero" initialEmail="" storeCookiesQuery="" />)
    expect(field()).toHaveValue('')
  })
})

describe('EmailCapture with a voucher field (ctaConfig.voucherInput)', () => {
  const voucher = () => screen.getByRole('textbox', { name: 'Voucher code (optional)' })

  afterEach(() => window.history.pushState({}, '', '/'))

  it('has no voucher field unless the page asks for one', () => {
    render(<EmailCapture elementLocation="hero" storeCookiesQuery="" />)
    expect(screen.queryByRole('textbox', { name: /Voucher code/ })).not.toBeInTheDocument()
  })

  it('sends the code after the email, replacing the page’s own', () => {
    const { container } = render(
      <EmailCapture
        elementLocation="hero"
        voucherInput
        landingPath="/offers/x"
        storeCookiesQuery="voucher_code=OLD&ref=a"
      />,
    )
    expect(voucher()).toHaveAttribute('name', 'voucher_code')
    expect(voucher()).toHaveAttribute('placeholder', 'Voucher code (optional)')
    // Without JavaScript the field itself is sent: no hidden copy of the page's code.
    const hidden = Array.from(container.querySelectorAll('input[type="hidden"]')).map((input) =>
      input.getAttribute('name'),
    )
    expect(hidden).toEqual(['ref', 'landing'])
    fireEvent.change(field(), { target: { value: 'sam@example.com' } })
    fireEvent.change(voucher(), { target: { value: ' LARK10 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(navigate).toHaveBeenCalledWith(
      '/store-cookies?utm_capture_email=sam%40example.com&voucher_code=LARK10&ref=a&landing=%2Foffers%2Fx',
    )
  })

  it('may be left empty', () => {
    render(<EmailCapture elementLocation="hero" voucherInput storeCookiesQuery="" />)
    fireEvent.change(field(), { target: { value: 'sam@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(navigate).toHaveBeenCalledWith('/store-cookies?utm_capture_email=sam%40example.com')
  })

  it('refuses a malformed code with its error, focused, and goes nowhere', () => {
    render(<EmailCapture elementLocation="hero" voucherInput storeCookiesQuery="" />)
    fireEvent.change(field(), { target: { value: 'sam@example.com' } })
    fireEvent.change(voucher(), { target: { value: 'LARK 10' } })
    expect(voucher()).not.toHaveAttribute('aria-invalid')
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(voucher()).toHaveAttribute('aria-invalid', 'true')
    expect(voucher()).toHaveAccessibleDescription(
      'Please check your voucher code: it has only letters, numbers, - and _',
    )
    expect(voucher()).toHaveFocus()
    expect(navigate).not.toHaveBeenCalled()
    fireEvent.change(voucher(), { target: { value: 'LARK-10' } })
    expect(voucher()).not.toHaveAttribute('aria-invalid')
  })

  it('checks the email first: both errors show, the email gets focus', () => {
    render(<EmailCapture elementLocation="hero" voucherInput storeCookiesQuery="" />)
    fireEvent.change(voucher(), { target: { value: 'a&b' } })
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }))
    expect(field()).toHaveFocus()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(voucher()).toHaveAttribute('aria-invalid', 'true')
  })

  it('is prefilled from the address, and shows the error after a no-JS round trip', () => {
    window.history.pushState({}, '', '/offers/x?email=pat%40example.com&voucher_code=a%26b&voucher_error=1')
    render(<EmailCapture elementLocation="hero" voucherInput />)
    expect(voucher()).toHaveValue('a&b')
    expect(voucher()).toHaveAttribute('aria-invalid', 'true')
    expect(field()).not.toHaveAttribute('aria-invalid')
  })
})

describe('EmailCapture on a dark background', () => {
  it.each([
    ['default', undefined],
    ['invert', 'invert'],
  ] as const)('gives its fields the %s appearance', (appearance, attribute) => {
    render(
      <EmailCapture elementLocation="sticky-bar" voucherInput appearance={appearance} storeCookiesQuery="" />,
    )
    for (const name of ['Email address', 'Voucher code (optional)']) {
      const input = screen.getByRole('textbox', { name })
      if (attribute) expect(input).toHaveAttribute('data-appearance', attribute)
      else expect(input).not.toHaveAttribute('data-appearance')
    }
  })
})
