import { render, screen } from '@testing-library/react'
import { Checkbox, CheckboxGroup, RadioGroup } from '@/components/forms/choice-fields'
import { FormField } from '@/components/forms/form-field'
import { Select, Textarea, TextInput } from '@/components/forms/text-input'

describe('FormField (spec §2, §5)', () => {
  it('labels its control and, in error, shows the message with the error icon', () => {
    const { container } = render(
      <FormField id="venue" label="Venue name" hint="As customers know it" error="Please enter it">
        <TextInput name="venueName" />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Venue name' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('As customers know it Please enter it')
    expect(container.querySelector('[data-icon="error"]')).not.toBeNull()
    expect(container.querySelector('[data-icon="valid"]')).toBeNull()
  })

  it('shows the valid icon when valid, and nothing when neither', () => {
    const { container, rerender } = render(
      <FormField id="venue" label="Venue name" valid>
        <TextInput />
      </FormField>,
    )
    expect(container.querySelector('[data-icon="valid"]')).not.toBeNull()
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid')
    rerender(
      <FormField id="venue" label="Venue name">
        <TextInput />
      </FormField>,
    )
    expect(container.querySelector('svg')).toBeNull()
  })

  it('takes a render function as well as an element', () => {
    render(
      <FormField id="about" label="About your venue" error="Too short">
        {(control) => <textarea {...control} data-testid="custom" />}
      </FormField>,
    )
    const control = screen.getByTestId('custom')
    expect(control).toHaveAttribute('id', 'about')
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'About your venue' })).toBe(control)
  })

  it.each([
    ['default', undefined],
    ['invert', 'invert'],
  ] as const)('marks the %s appearance on the control', (appearance, attribute) => {
    render(
      <FormField id="email" label="Email" appearance={appearance}>
        <TextInput type="email" />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    if (attribute) expect(input).toHaveAttribute('data-appearance', attribute)
    else expect(input).not.toHaveAttribute('data-appearance')
  })

  it('passes disabled through, and can keep its error in a live region', () => {
    const { container } = render(
      <FormField id="email" label="Email" liveError>
        <TextInput disabled />
      </FormField>,
    )
    expect(screen.getByRole('textbox')).toBeDisabled()
    expect(container.querySelector('#email-error')).toHaveAttribute('aria-live', 'polite')
  })
})

describe('the other controls', () => {
  it('a textarea is 3 rows by default', () => {
    render(<Textarea aria-label="About" />)
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveAttribute('rows', '3')
  })

  it('a select lists its options after an empty placeholder', () => {
    render(
      <Select
        aria-label="City"
        placeholder="Choose a city"
        options={[
          { value: 'london', label: 'London' },
          { value: 'other', label: 'Other' },
        ]}
      />,
    )
    const options = screen
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent])
    expect(options).toEqual([
      ['', 'Choose a city'],
      ['london', 'London'],
      ['other', 'Other'],
    ])
  })

  it('a checkbox in error is invalid and described by its message', () => {
    render(<Checkbox id="terms" name="acceptTerms" label="I agree" error="Please agree" />)
    const box = screen.getByRole('checkbox', { name: 'I agree' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('Please agree')
  })

  it('a checkbox group and a radio group are named groups with their error', () => {
    const choices = [
      { value: 'yoga', label: 'Yoga' },
      { value: 'dance', label: 'Dance' },
    ]
    render(
      <>
        <CheckboxGroup
          id="activities"
          name="activities"
          legend="Activities"
          choices={choices}
          defaultValues={['dance']}
          error="Choose one"
        />
        <RadioGroup
          id="partnership"
          name="partnership"
          legend="How would you like to partner?"
          choices={choices}
          defaultValue="yoga"
        />
      </>,
    )
    const activities = screen.getByRole('group', { name: 'Activities' })
    expect(activities).toHaveAccessibleDescription('Choose one')
    expect(screen.getByRole('checkbox', { name: 'Dance' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Yoga' })).not.toBeChecked()
    expect(screen.getByRole('group', { name: 'How would you like to partner?' })).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Yoga' })).toBeChecked()
  })
})
