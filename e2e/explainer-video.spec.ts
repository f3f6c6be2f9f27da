import type { Page } from '@playwright/test'
import { EXPLAINER_CUES, EXPLAINER_MAX_BYTES, EXPLAINER_VIDEO } from '../lib/video/explainer'
import { expect, HTTP_ONLY, test } from './fixtures'

/**
 * With no hosted video configured (the e2e build has none), the video section plays our own
 * explainer, made at build time: WebM and MP4 of at most 1 MB, English captions, a transcript,
 * nothing loaded before the visitor asks, and VideoPlay / VideoEnd reported.
 */

/** The analytics click events the page sends, as the server receives them. */
function recordClicks(page: Page): Array<{ action?: string; source?: string }> {
  const clicks: Array<{ action?: string; source?: string }> = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/events') return
    const body = JSON.parse(request.postData() ?? '{}') as {
      events?: Array<{ kind: string; properties: { action?: string; source?: string } }>
    }
    for (const event of body.events ?? []) if (event.kind === 'click') clicks.push(event.properties)
  })
  return clicks
}

test.describe('the explainer video', () => {
  test(
    'is served as WebM and MP4 under 1 MB each, with WebVTT captions',
    HTTP_ONLY,
    async ({ request }) => {
      for (const [url, type] of [
        [EXPLAINER_VIDEO.webm, 'video/webm'],
        [EXPLAINER_VIDEO.mp4, 'video/mp4'],
      ] as const) {
        const response = await request.get(url)
        expect(response.status(), url).toBe(200)
        expect(response.headers()['content-type']).toContain(type)
        const bytes = (await response.body()).length
        expect(bytes).toBeGreaterThan(50_000)
        expect(bytes).toBeLessThanOrEqual(EXPLAINER_MAX_BYTES)
      }
      const captions = await request.get(EXPLAINER_VIDEO.captions)
      expect(captions.status()).toBe(200)
      const vtt = await captions.text()
      expect(vtt).toMatch(/^WEBVTT\n/)
      for (const cue of EXPLAINER_CUES) expect(vtt).toContain(cue.text)
    },
  )

  test('plays on request with captions on, and reports VideoPlay and VideoEnd', async ({
    page,
  }) => {
    const mediaRequests: string[] = []
    page.on('request', (request) => {
      if (/\/static\/video\/explainer\.(webm|mp4)$/.test(new URL(request.url()).pathname)) {
        mediaRequests.push(request.url())
      }
    })
    const clicks = recordClicks(page)
    await page.goto('/london')
    const section = page.locator('section#video')
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { name: 'Move in 60 seconds' })).toBeVisible()
    await expect(section.locator('img')).toHaveAttribute('src', EXPLAINER_VIDEO.poster)
    await expect(section.getByText("The video can't be played right now.")).toHaveCount(0)
    // The transcript: the captions' words, for reading.
    await section.getByText('Read what the video says').click()
    await expect(section.getByRole('listitem')).toHaveText(EXPLAINER_CUES.map((cue) => cue.text))
    // Nothing of the video is fetched before the visitor asks for it.
    expect(mediaRequests).toEqual([])

    await section.getByRole('button', { name: 'Play video: Move in 60 seconds' }).click()
    const video = section.locator('video')
    await expect(video).toBeVisible()
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2)
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /\/static\/video\/explainer\.(webm|mp4)$/,
    )
    // English captions, shown by default.
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) =>
          [...element.textTracks].map((track) => [track.kind, track.language, track.mode]),
        ),
      )
      .toEqual([['captions', 'en', 'showing']])
    await expect
      .poll(() => clicks)
      .toContainEqual(expect.objectContaining({ action: 'VideoPlay', source: 'video' }))

    // To the end: VideoEnd.
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = Math.max(0, element.duration - 0.3)
      void element.play()
    })
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 15_000 })
      .toBe(true)
    await expect
      .poll(() => clicks)
      .toContainEqual(expect.objectContaining({ action: 'VideoEnd', source: 'video' }))
  })
})
