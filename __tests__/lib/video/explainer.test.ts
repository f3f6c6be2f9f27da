import {
  EXPLAINER_CUES,
  EXPLAINER_SECONDS,
  EXPLAINER_VIDEO,
} from '@/lib/video/explainer'
import { toWebVtt, webVttTimestamp } from '@/lib/video/webvtt'

describe('the explainer video', () => {
  it('has one caption per scene, back to back, covering the whole video', () => {
    expect(EXPLAINER_CUES.map((cue) => cue.scene)).toEqual([
      'city',
      'discover',
      'try',
      'book',
      'keep-moving',
    ])
    expect(EXPLAINER_CUES[0]!.start).toBe(0)
    EXPLAINER_CUES.forEach((cue, index) => {
      expect(cue.end).toBeGreaterThan(cue.start)
      if (index > 0) expect(cue.start).toBe(EXPLAINER_CUES[index - 1]!.end)
      // Readable in its time: at most about 17 characters a second.
      expect(cue.text.length / (cue.end - cue.start)).toBeLessThanOrEqual(17)
    })
    expect(EXPLAINER_CUES.at(-1)!.end).toBe(EXPLAINER_SECONDS)
    expect(EXPLAINER_CUES[0]!.text).toMatch(/^Move is one membership/)
  })

  it('is served from our own static path, in WebM and MP4, with captions and a poster', () => {
    expect(EXPLAINER_VIDEO).toEqual({
      webm: '/static/video/explainer.webm',
      mp4: '/static/video/explainer.mp4',
      captions: '/static/video/explainer.en.vtt',
      poster: '/static/video/explainer-poster.jpg',
    })
  })
})

describe('WebVTT', () => {
  it.each([
    [0, '00:00:00.000'],
    [5, '00:00:05.000'],
    [65.5, '00:01:05.500'],
    [3600.0004, '01:00:00.000'],
    [59.9996, '00:01:00.000'],
  ])('timestamp %p → %s', (seconds, expected) => {
    expect(webVttTimestamp(seconds)).toBe(expected)
  })

  it('writes a header and numbered cues, text escaped on one line', () => {
    expect(
      toWebVtt([
        { start: 0, end: 2.5, text: 'Gyms & pools' },
        { start: 2.5, end: 5, text: 'Try <it>\n now' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nGyms &amp; pools\n\n' +
        '2\n00:00:02.500 --> 00:00:05.000\nTry &lt;it&gt; now\n',
    )
  })
})
