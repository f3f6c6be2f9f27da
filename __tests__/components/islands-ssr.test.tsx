/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server'
import { PageView } from '@/components/analytics/page-view'
import { EmailCapture } from '@/components/forms/email-capture'
import { CookieNotice } from '@/components/landing/cookie-notice'
import { HeroRotation } from '@/components/landing/hero-rotation'
import { RotatingWord, RotatingWordImages } from '@/components/landing/rotating-word'
import { StickyBar } from '@/components/landing/sticky-bar'
import { VideoFacade } from '@/components/landing/video-facade'
import { Modal } from '@/components/ui/modal'
import { ModalButton } from '@/components/ui/modal-button'
import { DISCOVERY_TITLE_WORDS } from '@/lib/rotating-words'

jest.mock('next/navigation', () => ({ usePathname: () => '/london' }))

// Every island renders on the server (no window, no document) without throwing.
describe('client islands render on the server', () => {
  it.each<[string, React.ReactElement, string[]]>([
    [
      'EmailCapture',
      <EmailCapture key="e" elementLocation="hero" storeCookiesQuery="utm_source=a" />,
      ['action="/store-cookies"', 'name="utm_source"', 'Join Now'],
    ],
    [
      'StickyBar',
      <StickyBar key="s" watchId="hero" buttonText="Try for £1" buttonHref="/join" />,
      ['data-visible="false"', 'inert=""', 'aria-hidden="true"'],
    ],
    ['CookieNotice', <CookieNotice key="c" />, ['aria-label="Cookie notice"', 'Got it']],
    [
      'HeroRotation',
      <HeroRotation key="h" sizes="100vw" alt="" />,
      ['/static/images/header/london/640x480.jpg'],
    ],
    ['RotatingWord', <RotatingWord key="r" words={DISCOVERY_TITLE_WORDS} />, ['>Dance<']],
    [
      'RotatingWordImages',
      <RotatingWordImages key="ri" syncId="x" images={['first', 'second']} />,
      ['data-active="true"', 'first'],
    ],
    [
      'VideoFacade',
      <VideoFacade key="v" url="" title="Intro" posterSrc="/p.jpg" />,
      ['Play video: Intro', 'played right now'],
    ],
    [
      'ModalButton',
      <ModalButton key="m" buttonText="More" heading="H">
        x
      </ModalButton>,
      ['More'],
    ],
    [
      'Modal (closed)',
      <Modal key="mo" open={false} onClose={() => {}} heading="H">
        x
      </Modal>,
      [],
    ],
    ['PageView', <PageView key="p" />, []],
  ])('%s', (_name, element, fragments) => {
    const html = renderToString(element)
    for (const fragment of fragments) expect(html).toContain(fragment)
  })

  it('RotatingWordImages sends only the first picture from the server', () => {
    const html = renderToString(
      <RotatingWordImages syncId="x" images={['first', 'second', 'third']} />,
    )
    expect(html).toContain('first')
    expect(html).not.toContain('second')
  })
})
