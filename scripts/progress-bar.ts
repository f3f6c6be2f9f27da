/**
 * A dependency-free progress bar for long CLI tasks. On a terminal it redraws one line with \r;
 * in logs (CI, piped output) it prints one line per stage instead of hundreds of redraws.
 */
export interface ProgressBar {
  /** Safe to pass around detached: `onProgress: bar.update`. */
  update: (done: number, total: number, stage: string) => void
  done: () => void
}

const WIDTH = 30

export function createProgressBar(stream: NodeJS.WriteStream = process.stdout): ProgressBar {
  const interactive = Boolean(stream.isTTY)
  let lastStage = ''
  let lastDrawn = 0
  let drawnOnce = false

  const update = (done: number, total: number, stage: string) => {
    const fraction = total > 0 ? Math.min(1, done / total) : 1
    if (!interactive) {
      if (stage !== lastStage) stream.write(`  ${stage}…\n`)
      lastStage = stage
      return
    }
    // Redrawing more than ~20 times a second only costs time.
    const now = Date.now()
    if (drawnOnce && now - lastDrawn < 50 && done < total) return
    lastDrawn = now
    drawnOnce = true
    const filled = Math.round(fraction * WIDTH)
    const bar = '█'.repeat(filled) + '░'.repeat(WIDTH - filled)
    const percent = `${Math.floor(fraction * 100)}`.padStart(3)
    const counts = `${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')}`
    stream.write(`\r${bar} ${percent}% ${counts} rows  ${stage.padEnd(24)}`)
  }

  const done = () => {
    if (interactive && drawnOnce) stream.write('\n')
  }

  return { update, done }
}
