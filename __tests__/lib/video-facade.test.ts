import {
  initialVideoStatus,
  isPlayerMounted,
  VIDEO_UNAVAILABLE_MESSAGE,
  videoPlayerKind,
  videoReducer,
  type VideoAction,
  type VideoStatus,
} from '@/lib/video-facade'

describe('videoPlayerKind', () => {
  it.each([
    ['', 'none'],
    ['   ', 'none'],
    [undefined, 'none'],
    ['javascript:alert(1)', 'none'],
    ['//evil.example/x.mp4', 'none'],
    ['data:video/mp4;base64,AAAA', 'none'],
    ['https://video.example/embed/abc', 'iframe'],
    ['https://cdn.example/intro.mp4', 'video'],
    ['https://cdn.example/intro.WEBM?token=1', 'video'],
    ['/static/video/intro.mp4', 'video'],
    ['/static/video/player.html', 'iframe'],
  ])('%p → %p', (url, kind) => {
    expect(videoPlayerKind(url)).toBe(kind)
  })
})

describe('videoReducer', () => {
  it('shows the message at once when not configured', () => {
    expect(initialVideoStatus('none')).toBe('unavailable')
    expect(initialVideoStatus('iframe')).toBe('poster')
    expect(VIDEO_UNAVAILABLE_MESSAGE).toBe("The video can't be played right now.")
  })

  it.each<[VideoStatus, VideoAction, VideoStatus]>([
    ['poster', { type: 'play', kind: 'iframe', online: true }, 'loading'],
    ['poster', { type: 'play', kind: 'iframe', online: false }, 'unavailable'],
    ['poster', { type: 'play', kind: 'none', online: true }, 'unavailable'],
    ['loading', { type: 'loaded' }, 'playing'],
    ['loading', { type: 'failed' }, 'unavailable'],
    ['playing', { type: 'failed' }, 'unavailable'],
    ['playing', { type: 'play', kind: 'video', online: true }, 'playing'],
    ['unavailable', { type: 'play', kind: 'video', online: true }, 'loading'],
    ['poster', { type: 'loaded' }, 'poster'],
    ['poster', { type: 'failed' }, 'poster'],
  ])('%s + %j → %s', (status, action, expected) => {
    expect(videoReducer(status, action)).toBe(expected)
  })

  it.each<[VideoStatus, boolean]>([
    ['poster', false],
    ['loading', true],
    ['playing', true],
    ['unavailable', false],
  ])('%s: player mounted %p', (status, mounted) => {
    expect(isPlayerMounted(status)).toBe(mounted)
  })
})
