import {
  embedPlaybackState,
  embedProvider,
  subscribeMessages,
  withPlayerApi,
} from '@/lib/video/embed-api'

describe('hosted embeds and their player API', () => {
  it.each([
    ['https://www.youtube.com/embed/abc123', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/abc123?rel=0', 'youtube'],
    ['https://www.youtube.com/watch?v=abc123', 'other'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://video.example/embed/abc', 'other'],
    ['not a url', 'other'],
  ] as const)('%s → %s', (url, provider) => {
    expect(embedProvider(url)).toBe(provider)
  })

  it.each([
    [
      'https://www.youtube.com/embed/abc?rel=0',
      'https://www.youtube.com/embed/abc?rel=0&enablejsapi=1&origin=https%3A%2F%2Fmove.example',
    ],
    [
      'https://www.youtube.com/embed/abc?enablejsapi=0&origin=https://evil.example',
      'https://www.youtube.com/embed/abc?enablejsapi=1&origin=https%3A%2F%2Fmove.example',
    ],
    ['https://player.vimeo.com/video/1', 'https://player.vimeo.com/video/1'],
    ['https://video.example/embed/abc', 'https://video.example/embed/abc'],
  ])('withPlayerApi(%s)', (url, expected) => {
    expect(withPlayerApi(url, 'https://move.example')).toBe(expected)
  })

  it('asks each player for its state', () => {
    expect(subscribeMessages('youtube').map((message) => JSON.parse(message))).toEqual([
      { event: 'listening', id: 'move-video', channel: 'widget' },
      {
        event: 'command',
        func: 'addEventListener',
        args: ['onStateChange'],
        id: 'move-video',
        channel: 'widget',
      },
    ])
    expect(subscribeMessages('vimeo').map((message) => JSON.parse(message))).toEqual([
      { method: 'addEventListener', value: 'ended' },
      { method: 'addEventListener', value: 'play' },
    ])
    expect(subscribeMessages('other')).toEqual([])
  })

  it.each([
    ['youtube', '{"event":"onStateChange","info":0}', 'ended'],
    ['youtube', '{"event":"onStateChange","info":1}', 'other'],
    ['youtube', '{"event":"infoDelivery","info":{"playerState":0,"currentTime":61}}', 'ended'],
    ['youtube', '{"event":"infoDelivery","info":{"playerState":1}}', 'other'],
    ['youtube', '{"event":"infoDelivery","info":{"currentTime":3}}', null],
    ['youtube', { event: 'onStateChange', info: 0 }, 'ended'],
    ['youtube', '{"event":"onReady"}', null],
    ['youtube', 'not json', null],
    ['youtube', '[0]', null],
    ['vimeo', '{"event":"ended","data":{"seconds":60}}', 'ended'],
    ['vimeo', { event: 'play' }, 'other'],
    ['vimeo', '{"event":"ready"}', null],
    ['vimeo', '{"event":"onStateChange","info":0}', null],
    ['other', '{"event":"ended"}', null],
    ['youtube', `{"event":"onStateChange","info":0,"pad":"${'x'.repeat(100_001)}"}`, null],
  ] as const)('%s message %j → %p', (provider, data, expected) => {
    expect(embedPlaybackState(provider, data)).toBe(expected)
  })
})
