import { EXPLAINER_CUES } from '@/lib/video/explainer'
import { Details } from './video-transcript.styles'

/** Our explainer's words, as its captions have them, for anyone who would rather read them. */
export function VideoTranscript() {
  return (
    <Details>
      <summary>Read what the video says</summary>
      <ol>
        {EXPLAINER_CUES.map((cue) => (
          <li key={cue.scene}>{cue.text}</li>
        ))}
      </ol>
    </Details>
  )
}
