import { render, screen, within } from '@testing-library/react'
import { HowItWorks } from '@/components/how-it-works/how-it-works'
import { discoverArtUrl, howItWorksArtUrl } from '@/lib/images/generated-images'
import { HOW_IT_WORKS_WORDS } from '@/lib/rotating-words'

describe('HowItWorks (spec §2)', () => {
  it('shows four steps labelled Step 1…Step 4, alternating sides', () => {
    render(<HowItWorks signUpImageType="buy" />)
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument()
    const steps = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(steps).toHaveLength(4)
    steps.forEach((step, index) => {
      expect(within(step).getByText(`Step ${index + 1}`)).toBeInTheDocument()
    })
    expect(steps.map((step) => step.getAttribute('data-orientation'))).toEqual([
      'left',
      'right',
      'left',
      'right',
    ])
  })

  it.each([
    ['buy', 'A membership being bought on a phone', 'sign-up-buy'],
    ['try', 'A £1 price tag for trying it out', 'sign-up-try'],
    ['join', 'A group of people joining together', 'sign-up-join'],
  ] as const)('step 1 shows the %s picture', (type, label, art) => {
    render(<HowItWorks signUpImageType={type} />)
    const step1 = within(screen.getByRole('list')).getAllByRole('listitem')[0]!
    expect(within(step1).getByRole('img', { name: label })).toHaveAttribute(
      'src',
      howItWorksArtUrl(art),
    )
    // The other pictures are decorative (empty alt).
    expect(screen.getAllByRole('img')).toHaveLength(1)
  })

  it('keeps prices out of the try step when hideCopyPrices', () => {
    const { container } = render(<HowItWorks signUpImageType="try" hideCopyPrices />)
    expect(screen.getByRole('img', { name: 'A price tag for trying it out' })).toHaveAttribute(
      'src',
      howItWorksArtUrl('sign-up-try-unpriced'),
    )
    expect(container).not.toHaveTextContent('£')
  })

  it('loads every picture lazily at its drawn size, so none shifts the layout', () => {
    const { container } = render(<HowItWorks signUpImageType="buy" />)
    const pictures = [...container.querySelectorAll('[data-part="art"] img')]
    expect(pictures).toHaveLength(9)
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('loading', 'lazy')
      expect(picture).toHaveAttribute('width', '240')
      expect(picture).toHaveAttribute('height', '180')
    }
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      howItWorksArtUrl('sign-up-buy'),
      ...HOW_IT_WORKS_WORDS.map((word) => discoverArtUrl(word)),
      howItWorksArtUrl('book'),
      howItWorksArtUrl('keep-moving'),
    ])
  })

  it('mentions the £1 taster in the try step otherwise', () => {
    render(<HowItWorks signUpImageType="try" />)
    expect(screen.getByRole('heading', { level: 3, name: 'Try it for £1' })).toBeInTheDocument()
  })

  it("step 2 is 'Discover' with the rotating word and its pictures", () => {
    render(<HowItWorks signUpImageType="buy" />)
    const step2 = within(screen.getByRole('list')).getAllByRole('listitem')[1]!
    const heading = within(step2).getByRole('heading', { level: 3 })
    expect(heading).toHaveTextContent(/^Discover/)
    expect(heading).toHaveTextContent('Gyms, Swimming, Yoga, Martial Arts, Dance, Fitness')
    expect(step2.querySelectorAll('[data-part="art"] img')).toHaveLength(HOW_IT_WORKS_WORDS.length)
  })

  it("steps 3 and 4 carry 'discover more' links; no buttons without modals", () => {
    render(<HowItWorks signUpImageType="buy" />)
    const steps = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(within(steps[2]!).getByRole('link', { name: 'discover more' })).toHaveAttribute(
      'href',
      '#learn-more',
    )
    expect(within(steps[3]!).getByRole('link', { name: 'discover more' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('gives every step a modal button when modals are given', () => {
    const modals = [1, 2, 3, 4].map((n) => ({ heading: `Heading ${n}`, body: `Body ${n}` }))
    render(<HowItWorks signUpImageType="try" modals={modals} />)
    const steps = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(within(steps[0]!).getByRole('button', { name: 'Find out more' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
    expect(within(steps[1]!).getByRole('button', { name: 'Find out more' })).toBeInTheDocument()
    expect(within(steps[2]!).getByRole('button', { name: 'discover more' })).toBeInTheDocument()
    expect(within(steps[3]!).getByRole('button', { name: 'discover more' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('null modals means no modal buttons', () => {
    render(<HowItWorks signUpImageType="join" modals={null} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('HowItWorks variants (layoutConfig.howItWorksVariant)', () => {
  it.each([
    [null, 'steps', 3],
    ['unknown', 'steps', 3],
    ['compact', 'compact', 0],
  ])('%p renders the %s layout with %p connecting paths', (variant, layout, paths) => {
    const { container } = render(<HowItWorks signUpImageType="buy" variant={variant} />)
    expect(container.querySelector('ol')).toHaveAttribute('data-variant', layout)
    expect(container.querySelectorAll('[data-part="path"]')).toHaveLength(paths)
    expect(screen.getAllByText(/^Step \d$/)).toHaveLength(4)
  })
})
