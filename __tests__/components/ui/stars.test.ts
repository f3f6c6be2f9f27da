import { STAR_ROW_PATH } from '@/components/ui/stars'

const STAR: ReadonlyArray<readonly [number, number]> = [
  [12, 2.5],
  [14.9, 8.5],
  [21.5, 9.4],
  [16.7, 14],
  [17.9, 20.5],
  [12, 17.4],
  [6.1, 20.5],
  [7.3, 14],
  [2.5, 9.4],
  [9.1, 8.5],
]

/** The corners the path draws, star by star, reading it as a browser does (M, m, l, z). */
function corners(path: string): Array<Array<[number, number]>> {
  const tokens = path.match(/[MmLlZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? []
  const stars: Array<Array<[number, number]>> = []
  let command = ''
  let start: [number, number] = [0, 0]
  let point: [number, number] = [0, 0]
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!
    if (/[MmLlZz]/.test(token)) {
      command = token
      i += 1
      if (command === 'z' || command === 'Z') point = start
      continue
    }
    const [dx, dy] = [Number(tokens[i]), Number(tokens[i + 1])]
    i += 2
    const relative = command === command.toLowerCase()
    point = relative ? [point[0] + dx, point[1] + dy] : [dx, dy]
    point = [Number(point[0].toFixed(1)), Number(point[1].toFixed(1))]
    if (command === 'M' || command === 'm') {
      start = point
      stars.push([point])
      command = relative ? 'l' : 'L'
    } else stars.at(-1)!.push(point)
  }
  return stars
}

describe('STAR_ROW_PATH', () => {
  it('draws five stars 24 units apart, each with the star outline', () => {
    expect(corners(STAR_ROW_PATH)).toEqual(
      [0, 1, 2, 3, 4].map((index) => STAR.map(([x, y]) => [x + index * 24, y])),
    )
  })
})
