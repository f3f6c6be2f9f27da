import { act, fireEvent, render, screen } from '@testing-library/react'
import { VideoFacade } from '@/components/landing/video-facade'
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
