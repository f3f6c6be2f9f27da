/**
 * WebVTT captions (https://www.w3.org/TR/webvtt1/) from cues: a header, then each cue's
 * timing and text. Text is escaped ('&', '<', '>' would start entities and tags) and kept on
 * one line.
 */
export interface WebVttCue {
  /** Seconds. */
  start: number
  end: number
  text: string
}

/** 65.5 → '00:01:05.500'. */
export function webVttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000)
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  const hours = Math.floor(millis / 3_600_000)
  const minutes = Math.floor(millis / 60_000) % 60
  const secs = Math.floor(millis / 1000) % 60
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`
}

function escapeCueText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

export function toWebVtt(cues: readonly WebVttCue[]): string {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${webVttTimestamp(cue.start)} --> ${webVttTimestamp(cue.end)}\n${escapeCueText(cue.text)}`,
  )
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`
}
