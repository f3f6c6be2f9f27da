import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { DocumentForm } from '@/components/desk-editing/document-form'
import { fieldsOf } from '@/lib/desk-editing/document-type'
import type { EditorFormState } from '@/lib/desk-editing/editor-state'
import { formInputOf } from '@/lib/desk-editing/read-document-form'
import { emptyValues } from '@/lib/desk-editing/document-type'
import { OFFER_PAGE_TYPE, PARTNER_PAGE_TYPE } from '@/lib/offers/landing-page-types'

const sources = {
  cities: [
    { value: 'london', label: 'London' },
    { value: 'leeds', label: 'Leeds' },
  ],
}

function state(changes: Partial<EditorFormState> = {}): EditorFormState {
  return {
    input: formInputOf(PARTNER_PAGE_TYPE, { ...emptyValues(PARTNER_PAGE_TYPE), cityCode: 'leeds' }),
    errors: {},
    baseRevision: 3,
    formError: null,
    conflict: null,
    ...changes,
  }
}

describe('DocumentForm', () => {
  it('draws every declared field with its label, in its group, and the revision it starts from', () => {
    const { container } = render(
      <DocumentForm
        type={PARTNER_PAGE_TYPE}
        sources={sources}
        action={async (previous) => previous}
        initialState={state()}
        permalink="/marketing/offers/7"
        submitLabel="Save draft"
      />,
    )
    for (const field of fieldsOf(PARTNER_PAGE_TYPE)) {
      expect(
        screen.getByLabelText(field.label, { exact: false, selector: '[name]' }),
      ).toHaveAttribute('name', field.name)
    }
    const cta = screen.getByRole('region', { name: 'Call to action' })
    expect(within(cta).getByLabelText('Button text')).toBeInTheDocument()
    expect(screen.getByLabelText('City')).toHaveValue('leeds')
    expect(container.querySelector('input[name="_baseRevision"]')).toHaveValue('3')
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled()
  })

  it('shows the server’s message beside each field and a summary linking to them', () => {
    render(
      <DocumentForm
        type={PARTNER_PAGE_TYPE}
        sources={sources}
        action={async (previous) => previous}
        initialState={state({
          input: { ...state().input, urlSlug: 'Bad Slug' },
          errors: { urlSlug: 'Use 3 to 80 lower-case letters' },
          formError: 'Nothing was saved: please correct the fields marked below.',
        })}
        permalink="/marketing/offers/7"
        submitLabel="Save draft"
      />,
    )
    const slug = screen.getByLabelText('URL slug')
    expect(slug).toHaveValue('Bad Slug')
    expect(slug).toHaveAttribute('aria-invalid', 'true')
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('Use 3 to 80 lower-case letters'),
    )
    const summary = screen.getByRole('alert')
    expect(
      within(summary).getByRole('link', { name: 'URL slug: Use 3 to 80 lower-case letters' }),
    ).toHaveAttribute('href', '#field-urlSlug')
  })

  it('after a refused save, offers to save over the newer revision, keeping what was typed', async () => {
    const refused = state({
      input: { ...state().input, ctaText: 'Mine' },
      formError: 'Not saved: Ann saved revision 4 while you were editing.',
      conflict: {
        latest: 4,
        by: 'Ann',
        at: '2026-11-27T10:00:00.000Z',
        changedFields: ['Button text'],
      },
    })
    const action = jest.fn(async () => refused)
    render(
      <DocumentForm
        type={PARTNER_PAGE_TYPE}
        sources={sources}
        action={action}
        initialState={state()}
        permalink="/marketing/offers/7"
        submitLabel="Save draft"
        historyHref="/marketing/offers/7/history"
      />,
    )
    fireEvent.submit(screen.getByRole('button', { name: 'Save draft' }).closest('form')!)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Ann saved revision 4')
    expect(within(alert).getByRole('button', { name: 'Save mine as revision 5' })).toHaveAttribute(
      'value',
      '4',
    )
    expect(within(alert).getByRole('link', { name: /history/ })).toHaveAttribute(
      'href',
      '/marketing/offers/7/history',
    )
    await waitFor(() => expect(screen.getByLabelText('Call to action text')).toHaveValue('Mine'))
    await waitFor(() => expect(alert).toHaveFocus())
  })

  it('draws ticks and multiple choices of the offer page', () => {
    render(
      <DocumentForm
        type={OFFER_PAGE_TYPE}
        sources={sources}
        action={async (previous) => previous}
        initialState={{
          ...state(),
          input: formInputOf(OFFER_PAGE_TYPE, {
            ...emptyValues(OFFER_PAGE_TYPE),
            layoutMapFirst: true,
            activityTypes: ['yoga'],
          }),
        }}
        permalink="/marketing/offers/new?kind=offer"
        submitLabel="Save draft"
      />,
    )
    expect(screen.getByLabelText('Map before how it works')).toBeChecked()
    expect(screen.getByLabelText('Hide the video')).not.toBeChecked()
    const types = screen.getByRole('group', { name: 'Activity types offered' })
    expect(within(types).getByLabelText('Yoga')).toBeChecked()
    expect(within(types).getByLabelText('Gyms')).not.toBeChecked()
    expect(screen.getByLabelText('Marketing partner')).toHaveDisplayValue('None')
  })
})
