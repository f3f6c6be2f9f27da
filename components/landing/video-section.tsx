import { Container } from '@/components/layout/container'
import { BRAND } from '@/lib/brand'
import { headerImageCity, headerImagePath } from '@/lib/landing/header-image'
import { videoPlayerKind } from '@/lib/video-facade'
import { EXPLAINER_HEIGHT, EXPLAINER_VIDEO, EXPLAINER_WIDTH } from '@/lib/video/explainer'
import { Section, SectionHeading } from './section'
import { VideoFacade, type OwnVideo } from './video-facade'
import { VideoTranscript } from './video-transcript'

/**
 * Where the hosted explainer video lives; empty (or unusable): our own explainer, when the
 * build made it (server/video/explainer-files.ts); neither: no video section.
 */
const VIDEO_URL = process.env.NEXT_PUBLIC_VIDEO_URL ?? ''

const EXPLAINER: OwnVideo = {
  sources: [
    { src: EXPLAINER_VIDEO.webm, type: 'video/webm' },
    { src: EXPLAINER_VIDEO.mp4, type: 'video/mp4' },
  ],
  captions: { src: EXPLAINER_VIDEO.captions, srcLang: 'en', label: 'English' },
}

/** The landing page's video section (spec §2), or null when there is no video of any kind. */
export function VideoSection({
  city,
  explainer,
}: {
  /** The page's city, for a hosted video's poster. */
  city: string | null | undefined
  /** Whether the build made our own explainer video. */
  explainer: boolean
}) {
  const hosted = videoPlayerKind(VIDEO_URL) !== 'none'
  const own = !hosted && explainer
  if (!hosted && !own) return null
  return (
    <Section id="video" aria-labelledby="video-heading">
      <Container>
        <SectionHeading level="h2" id="video-heading">{`${BRAND} in 60 seconds`}</SectionHeading>
        <VideoFacade
          url={VIDEO_URL}
          ownVideo={own ? EXPLAINER : undefined}
          title={`${BRAND} in 60 seconds`}
          posterSrc={own ? EXPLAINER_VIDEO.poster : headerImagePath(headerImageCity(city), 1280)}
          width={own ? EXPLAINER_WIDTH : 1280}
          height={own ? EXPLAINER_HEIGHT : 640}
        />
        {own ? <VideoTranscript /> : null}
      </Container>
    </Section>
  )
}
