import type { ReactNode } from 'react'
import { Container } from '@/components/layout/container'
import { Eyebrow, Section, SectionHeading } from '@/components/landing/section'
import { RotatingWord, RotatingWordImages } from '@/components/landing/rotating-word'
import { ModalButton } from '@/components/ui/modal-button'
import type { SignUpImageType } from '@/lib/landing/sign-up-image-type'
import {
  discoverArtUrl,
  HOW_IT_WORKS_ART_SIZE,
  type HowItWorksStepArt,
  howItWorksArtUrl,
} from '@/lib/images/generated-images'
import { HOW_IT_WORKS_WORDS } from '@/lib/rotating-words'
import {
  BOOK_STEP_COPY,
  DISCOVER_MORE,
  DISCOVER_STEP_TEXT,
  FIND_OUT_MORE,
  KEEP_MOVING_STEP_COPY,
  signUpStepArt,
  signUpStepCopy,
} from './copy'
import { StepPath } from './step-path'
import { Steps, TextLink } from './how-it-works.styles'

/** The one alternative layout layoutConfig.howItWorksVariant names. */
export const HOW_IT_WORKS_COMPACT = 'compact'

export interface HowItWorksModal {
  heading: string
  /** The modal's text: a string, or server-rendered content such as <TextContent>. */
  body: ReactNode
}

export interface HowItWorksProps {
  /** signUpImageType(ctaButtonText, ctaConfig.signUpImageType). */
  signUpImageType: SignUpImageType
  /** With howItWorksModals on: steps 1–4's modal heading and text, in order; null or absent: no modals. */
  modals?: ReadonlyArray<HowItWorksModal | null | undefined> | null
  /** Drops prices from our step copy and pictures. */
  hideCopyPrices?: boolean
  /** Where the plain 'discover more' links of steps 3 and 4 go without modals. */
  discoverMoreHref?: string
  /**
   * layoutConfig.howItWorksVariant: 'compact' shows the steps as a row of cards (two by two on
   * tablets, one column on phones) with no path; anything else the alternating steps.
   */
  variant?: string | null
}

/** A step's picture: a lazy image file, sized so it never shifts the layout. Empty alt: decorative. */
function StepArt({ src, alt = '' }: { src: string; alt?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated SVG drawings, nothing to optimise
    <img
      src={src}
      alt={alt}
      width={HOW_IT_WORKS_ART_SIZE.width}
      height={HOW_IT_WORKS_ART_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  )
}

const stepArt = (name: HowItWorksStepArt) => <StepArt src={howItWorksArtUrl(name)} />

// Step 2's pictures, one per rotating word, in the words' order (keyed: they cross to a Client
// Component as a list).
const DISCOVER_ART = HOW_IT_WORKS_WORDS.map((word) => (
  <StepArt key={word} src={discoverArtUrl(word)} />
))

// Ties step 2's rotating word to its picture.
const DISCOVER_SYNC_ID = 'how-it-works-discover'

interface StepView {
  heading: ReactNode
  text: string
  art: ReactNode
  /** The text of the step's link: modal trigger with modals, plain link for steps 3 and 4. */
  linkText?: string
}

/**
 * How it works (spec §2): four steps 'Step 1'…'Step 4', alternating sides, joined by a dashed
 * path, one column below 636 px. Server-rendered; only the rotating word and the modal buttons
 * are client islands.
 */
export function HowItWorks({
  signUpImageType,
  modals,
  hideCopyPrices = false,
  discoverMoreHref = '#learn-more',
  variant = null,
}: HowItWorksProps) {
  const compact = variant === HOW_IT_WORKS_COMPACT
  const signUp = signUpStepCopy(signUpImageType, hideCopyPrices)
  const signUpArt = signUpStepArt(signUpImageType, hideCopyPrices)
  const steps: StepView[] = [
    {
      heading: signUp.heading,
      text: signUp.text,
      art: <StepArt src={howItWorksArtUrl(signUpArt.art)} alt={signUpArt.alt} />,
    },
    {
      heading: (
        <>
          Discover <RotatingWord words={HOW_IT_WORKS_WORDS} syncId={DISCOVER_SYNC_ID} />
        </>
      ),
      text: DISCOVER_STEP_TEXT,
      art: <RotatingWordImages syncId={DISCOVER_SYNC_ID} images={DISCOVER_ART} />,
    },
    {
      heading: BOOK_STEP_COPY.heading,
      text: BOOK_STEP_COPY.text,
      art: stepArt('book'),
      linkText: DISCOVER_MORE,
    },
    {
      heading: KEEP_MOVING_STEP_COPY.heading,
      text: KEEP_MOVING_STEP_COPY.text,
      art: stepArt('keep-moving'),
      linkText: DISCOVER_MORE,
    },
  ]

  return (
    <Section id="how-it-works" aria-labelledby="how-it-works-heading">
      <Container>
        <SectionHeading level="h2" id="how-it-works-heading">
          How it works
        </SectionHeading>
        <Steps data-variant={compact ? HOW_IT_WORKS_COMPACT : 'steps'}>
          {steps.map((step, index) => {
            const modal = modals?.[index]
            const last = index === steps.length - 1
            return (
              <li
                className="step"
                key={index}
                data-orientation={index % 2 === 0 ? 'left' : 'right'}
              >
                <div className="step-art" data-part="art">
                  {step.art}
                </div>
                <div className="step-body" data-part="body">
                  <Eyebrow>Step {index + 1}</Eyebrow>
                  <h3>{step.heading}</h3>
                  <p>{step.text}</p>
                  {modal ? (
                    <ModalButton
                      buttonText={step.linkText ?? FIND_OUT_MORE}
                      heading={modal.heading}
                    >
                      {modal.body}
                    </ModalButton>
                  ) : step.linkText ? (
                    <TextLink href={discoverMoreHref}>{step.linkText}</TextLink>
                  ) : null}
                </div>
                {last || compact ? null : (
                  <div className="step-path" data-part="path">
                    <StepPath flip={index % 2 === 1} />
                  </div>
                )}
              </li>
            )
          })}
        </Steps>
      </Container>
    </Section>
  )
}
