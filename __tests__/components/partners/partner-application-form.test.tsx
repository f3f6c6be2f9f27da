import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PartnerApplicationForm } from '@/components/partners/partner-application-form'
import {
  EMPTY_PARTNER_APPLICATION,
  type PartnerApplicationFormState,
} from '@/lib/partner-application/form-state'
import { stubMatchMedia, unstubMatchMedia } from '../../helpers/intersection-observer'

const INITIAL: PartnerApplicationFormState = {
  formToken: 'a'.repeat(24),
  values: EMPTY_PARTNER_APPLICATION,
  errors: {},
  formError: null,
}

const TERMS = (
  <article aria-label="Partner Terms">
    <h3>1. Joining as a partner</h3>
    <p>Applying does not create an agreement.</p>
  </article>
)

function renderForm(partnerTerms: React.ReactNode = TERMS) {
  return render(
    <PartnerApplicationForm
      action={async (state) => state}
      initialState={INITIAL}
      cities={[{ value: 'bristol', label: 'Bristol' }]}
      partnerTerms={partnerTerms}
    />,
  )
}

// A desktop screen unless a test says otherwise (jsdom has no matchMedia).
beforeEach(() => stubMatchMedia())
afterEach(unstubMatchMedia)

describe('PartnerApplicationForm: the shared fields where they belong (spec §2)', () => {
  it('takes the address on the textarea’s default 3 rows, and the venue’s story on 5', () => {
    renderForm()
    const address = screen.getByRole('textbox', { name: 'Address' })
    expect(address.tagName).toBe('TEXTAREA')
    expect(address).toHaveAttribute('rows', '3')
    expect(address).toHaveAttribute('autocomplete', 'street-address')
    expect(screen.getByRole('textbox', { name: 'About your venue' })).toHaveAttribute('rows', '5')
  })
})

describe('PartnerApplicationForm: the Partner Terms over the form', () => {
  it.each([
    ['a desktop screen', false, 'dialog'],
    ['a phone', true, 'fullscreen'],
  ])('on %s they open as a %s, and closing keeps what was typed', async (_, mobile, variant) => {
    stubMatchMedia({ mobile })
    renderForm()
    const venue = screen.getByRole('textbox', { name: 'Venue name' })
    fireEvent.change(venue, { target: { value: 'Harbourside Climbing' } })

    const link = screen.getByRole('link', { name: 'Partner Terms' })
    expect(link).toHaveAttribute('href', '/partner-terms')
    expect(link).toHaveAttribute('aria-haspopup', 'dialog')
    link.focus()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    await act(async () => {
      link.dispatchEvent(click)
    })
    // The modal, not the page: the link's navigation is held back.
    expect(click.defaultPrevented).toBe(true)
    const dialog = await screen.findByRole('dialog', { name: 'Partner Terms' })
    expect(dialog).toHaveTextContent('Applying does not create an agreement.')
    expect(screen.getByTestId('modal-root')).toHaveAttribute('data-variant', variant)
    // Ticking the terms box is still the visitor's own act: the link did not toggle it.
    expect(screen.getByRole('checkbox', { name: 'I agree to the Partner Terms' })).not.toBeChecked()

    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(link).toHaveFocus())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(venue).toHaveValue('Harbourside Climbing')
  })

  it('lets a new-tab click through to the terms page', () => {
    renderForm()
    const link = screen.getByRole('link', { name: 'Partner Terms' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('is the plain link, in a new tab, when the page has no terms to show', () => {
    renderForm(null)
    const link = screen.getByRole('link', { name: 'Partner Terms' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).not.toHaveAttribute('aria-haspopup')
  })
})
