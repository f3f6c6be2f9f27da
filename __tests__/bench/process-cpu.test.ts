import { readFileSync } from 'node:fs'
import { parseProcStat, processGroupCpuSeconds } from '../../bench/process-cpu'

describe('parseProcStat', () => {
  it.each([
    {
      name: 'a plain command name',
      line: '4242 (node) S 4200 4200 4200 0 -1 4194560 100 0 0 0 150 25 0 0 20 0 11 0 900 0 0',
      expected: { processGroup: 4200, ticks: 175 },
    },
    {
      name: 'a command name with spaces and a closing parenthesis',
      line: '7 (next-server (v16) x) R 1 7 7 0 -1 4194560 5 0 0 0 3 4 0 0 20 0 1 0 10 0 0',
      expected: { processGroup: 7, ticks: 7 },
    },
  ])('reads the group and CPU ticks of $name', ({ line, expected }) => {
    expect(parseProcStat(line)).toEqual(expected)
  })

  it('answers null for a line it cannot read', () => {
    expect(parseProcStat('garbage')).toBeNull()
  })
})

// /proc exists on Linux only (CI and these machines); elsewhere the benchmark prints req/s only.
const linuxOnly = process.platform === 'linux' ? describe : describe.skip

linuxOnly('processGroupCpuSeconds', () => {
  it('counts the CPU time of the live processes in a group, this test among them', () => {
    const ownGroup = parseProcStat(readFileSync('/proc/self/stat', 'utf8'))!.processGroup
    let spin = 0
    for (let i = 0; i < 5e7; i += 1) spin += i % 3 // so this process has used CPU for sure
    expect(spin).toBeGreaterThan(0)
    expect(processGroupCpuSeconds(ownGroup)).toBeGreaterThan(0)
  })

  it('answers 0 for a group with no live processes', () => {
    expect(processGroupCpuSeconds(2 ** 30)).toBe(0)
  })
})
