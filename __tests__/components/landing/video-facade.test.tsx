import { act, fireEvent, render, screen } from '@testing-library/react'
import { VideoFacade, type OwnVideo } from '@/components/landing/video-facade'
import { getAnalytics, resetAnalyticsForTests } from '@/lib/analytics/client'
import { VIDEO_LOAD_TIMEOUT_MS } from '@/lib/video-facade'
import { connectMarketingSink, resetMarketingReportsForTests } from '@/lib/marketing/report'
import type { MarketingReport } from '@/lib/marketing/actions'

const MESSAGE = "The video can't be played right now."

function renderFacade(url: string) {
  return render(
    <VideoFacade url={url} title="Meet the movers" posterSrc="/static/images/video-poster.jpg" />,
  )
}

let click: jest.SpyInstance

beforeEach(() => {
  resetAnalyticsForTests()
  click = jest.spyOn(getAnalytics(), 'click')
})

afterEach(() => jest.useRealTimers())

describe('VideoFacade', () => {
  it('shows the poster and a play button, and no player before a click', () => {
    const { container } = renderFacade('https://video.example/embed/abc')
    expect(screen.getByRole('button', { name: 'Play video: Meet the movers' })).toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('src', '/static/images/video-poster.jpg')
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('video')).toBeNull()
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()
  })

  it('loads the iframe player on click and reports VideoPlay', () => {
    const { container } = renderFacade('https://video.example/embed/abc')
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Meet the movers' }))
    const iframe = container.querySelector('iframe')
    expect(iframe).toHaveAttribute('src', 'https://video.example/embed/abc')
    expect(iframe).toHaveAttribute('title', 'Meet the movers')
    expect(click).toHaveBeenCalledWith({ action: 'VideoPlay', source: 'video' })

    fireEvent.load(iframe as HTMLIFrameElement)
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument()
    expect(iframe).toHaveFocus()
  })

  it('plays a media file in <video> and reports VideoEnd when it ends', () => {
    const { container } = renderFacade('/static/video/intro.mp4')
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Meet the movers' }))
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video).toHaveAttribute('src', '/static/video/intro.mp4')
    fireEvent.loadedData(video)
    fireEvent.ended(video)
    expect(click).toHaveBeenLastCalledWith({ action: 'VideoEnd', source: 'video' })
  })

  it('reports video play and end to the marketing host', () => {
    resetMarketingReportsForTests()
    const reports: MarketingReport[] = []
    connectMarketingSink((report) => reports.push(report))
    const { container } = renderFacade('/static/video/intro.mp4')
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Meet the movers' }))
    const video = container.querySelector('video') as HTMLVideoElement
    fireEvent.loadedData(video)
    fireEvent.ended(video)
    expect(reports).toEqual([
      { action: 'VideoPlay', source: 'video', target: '/static/video/intro.mp4' },
      { action: 'VideoEnd', source: 'video', target: '/static/video/intro.mp4' },
    ])
    resetMarketingReportsForTests()
  })

  it('shows the message when the URL is empty, and never loads a player', () => {
    const { container } = renderFacade('')
    expect(screen.getByText(MESSAGE)).toBeInTheDocument()
    const play = screen.getByRole('button', { name: 'Play video: Meet the movers' })
    expect(play).toHaveAttribute('aria-disabled', 'true')
    expect(play).toHaveAccessibleDescription(MESSAGE)
    fireEvent.click(play)
    expect(container.querySelector('iframe')).toBeNull()
    expect(click).not.toHaveBeenCalled()
  })

  it('keeps the poster and shows the message when the player does not load in time', () => {
    jest.useFakeTimers()
    const { container } = renderFacade('https://video.example/embed/abc')
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Meet the movers' }))
    expect(container.querySelector('iframe')).not.toBeNull()
    act(() => jest.advanceTimersByTime(VIDEO_LOAD_TIMEOUT_MS))
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('img')).not.toBeNull()
    expect(screen.getByText(MESSAGE)).toBeInTheDocument()
    // The button stays, to try again.
    expect(screen.getByRole('button', { name: 'Play video: Meet the movers' })).not.toHaveAttribute(
      'aria-disabled',
    )
  })

  it('shows the message at once when offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { container } = renderFacade('https://video.example/embed/abc')
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Meet the movers' }))
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText(MESSAGE)).toBeInTheDocument()
    onLine.mockRestore()
  })
})

describe('VideoFacade with our own explainer (no hosted video configured)', () => {
  const own: OwnVideo = {
    sources: [
      { src: '/static/video/explainer.webm', type: 'video/webm' },
      { src: '/static/video/explainer.mp4', type: 'video/mp4' },
    ],
    captions: { src: '/static/video/explainer.en.vtt', srcLang: 'en', label: 'English' },
  }
  const renderOwn = (url = '') =>
    render(
      <VideoFacade
        url={url}
        ownVideo={own}
        title="Move in 60 seconds"
        posterSrc="/static/video/explainer-poster.jpg"
      />,
    )
  const playButton = () => screen.getByRole('button', { name: 'Play video: Move in 60 seconds' })

  it('offers the explainer instead of the message, and loads nothing before a click', () => {
    const { container } = renderOwn()
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()
    expect(playButton()).not.toHaveAttribute('aria-disabled')
    expect(container.querySelector('video')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy')
  })

  it('plays WebM or MP4 with English captions on, and reports VideoPlay, VideoEnd and a replay', () => {
    resetMarketingReportsForTests()
    const reports: MarketingReport[] = []
    connectMarketingSink((report) => reports.push(report))
    const { container } = renderOwn()
    fireEvent.click(playButton())
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video).not.toHaveAttribute('src')
    expect(
      [...video.querySelectorAll('source')].map((source) => [source.src, source.type]),
    ).toEqual([
      ['http://localhost/static/video/explainer.webm', 'video/webm'],
      ['http://localhost/static/video/explainer.mp4', 'video/mp4'],
    ])
    const track = video.querySelector('track')
    expect(track).toHaveAttribute('kind', 'captions')
    expect(track).toHaveAttribute('src', '/static/video/explainer.en.vtt')
    expect(track).toHaveAttribute('srclang', 'en')
    expect(track).toHaveAttribute('default')
    expect(click).toHaveBeenCalledWith({ action: 'VideoPlay', source: 'video' })

    fireEvent.loadedData(video)
    fireEvent.play(video)
    fireEvent.ended(video)
    expect(click).toHaveBeenLastCalledWith({ action: 'VideoEnd', source: 'video' })
    // Played again from the end: another VideoPlay, and its own VideoEnd.
    fireEvent.play(video)
    fireEvent.ended(video)
    expect(click.mock.calls.map(([event]) => event.action)).toEqual([
      'VideoPlay',
      'VideoEnd',
      'VideoPlay',
      'VideoEnd',
    ])
    expect(reports.map((report) => [report.action, report.target])).toEqual([
      ['VideoPlay', '/static/video/explainer.webm'],
      ['VideoEnd', '/static/video/explainer.webm'],
      ['VideoPlay', '/static/video/explainer.webm'],
      ['VideoEnd', '/static/video/explainer.webm'],
    ])
    resetMarketingReportsForTests()
  })

  it('shows the message when neither file can play', () => {
    const { container } = renderOwn()
    fireEvent.click(playButton())
    const sources = container.querySelectorAll('source')
    fireEvent.error(sources[0] as HTMLSourceElement)
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()
    fireEvent.error(sources[1] as HTMLSourceElement)
    expect(screen.getByText(MESSAGE)).toBeInTheDocument()
  })

  it('a hosted video, when configured, wins over the explainer', () => {
    const { container } = renderOwn('https://video.example/embed/abc')
    fireEvent.click(playButton())
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://video.example/embed/abc',
    )
    expect(container.querySelector('video')).toBeNull()
  })
})

describe('VideoFacade: VideoEnd from a hosted embed, through its player API', () => {
  function loadEmbed(url: string) {
    const { container } = render(
      <VideoFacade url={url} title="Meet the movers" posterSrc="/p.jpg" />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Meet the movers' }))
    const iframe = container.querySelector('iframe') as HTMLIFrameElement
    const posted: Array<[unknown, string]> = []
    jest
      .spyOn(iframe.contentWindow as Window, 'postMessage')
      .mockImplementation((message: unknown, targetOrigin: unknown) => {
        posted.push([message, String(targetOrigin)])
      })
    fireEvent.load(iframe)
    const send = (
      data: unknown,
      origin: string,
      source: MessageEventSource | null = iframe.contentWindow,
    ) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
      })
    return { iframe, posted, send }
  }
  const actions = () => click.mock.calls.map(([event]) => event.action)

  it('YouTube: asks with enablejsapi, hears state 0 once per play', () => {
    const { iframe, posted, send } = loadEmbed('https://www.youtube.com/embed/abc')
    expect(iframe.src).toBe(
      'https://www.youtube.com/embed/abc?enablejsapi=1&origin=http%3A%2F%2Flocalhost',
    )
    expect(posted.map(([message, origin]) => [JSON.parse(String(message)).event, origin])).toEqual([
      ['listening', 'https://www.youtube.com'],
      ['command', 'https://www.youtube.com'],
    ])
    const origin = 'https://www.youtube.com'
    send('{"event":"infoDelivery","info":{"playerState":1}}', origin)
    expect(actions()).toEqual(['VideoPlay'])
    send('{"event":"onStateChange","info":0}', origin)
    send('{"event":"infoDelivery","info":{"playerState":0}}', origin)
    expect(actions()).toEqual(['VideoPlay', 'VideoEnd'])
    // Played again, ended again.
    send('{"event":"onStateChange","info":1}', origin)
    send('{"event":"onStateChange","info":0}', origin)
    expect(actions()).toEqual(['VideoPlay', 'VideoEnd', 'VideoEnd'])
  })

  it('Vimeo: hears its ended event', () => {
    const { posted, send } = loadEmbed('https://player.vimeo.com/video/1')
    expect(posted.map(([message]) => JSON.parse(String(message)).value)).toEqual(['ended', 'play'])
    send({ event: 'ended' }, 'https://player.vimeo.com')
    expect(actions()).toEqual(['VideoPlay', 'VideoEnd'])
  })

  it('ignores messages from another origin or another window', () => {
    const { send } = loadEmbed('https://www.youtube.com/embed/abc')
    send('{"event":"onStateChange","info":0}', 'https://evil.example')
    send('{"event":"onStateChange","info":0}', 'https://www.youtube.com', window)
    expect(actions()).toEqual(['VideoPlay'])
  })
})
