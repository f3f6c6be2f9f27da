/**
 * CPU time used by a process group, from Linux's /proc: the page benchmarks' server runs as its
 * own group (scripts/start.mjs and the server it spawns). Requests per second on a shared 2-core
 * VM swing by a third from one round to the next; CPU time per request swings far less, because
 * time the machine spends elsewhere is not counted.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'

/** utime + stime (in clock ticks) and the process group of one `/proc/{pid}/stat` line. */
export function parseProcStat(line: string): { processGroup: number; ticks: number } | null {
  // The command name (field 2) is in parentheses and may hold spaces or ')': fields after the
  // last ')' are plain numbers. Counting from field 3 (state): pgrp is the 5th field of the
  // line, utime the 14th, stime the 15th.
  const afterName = line.slice(line.lastIndexOf(')') + 2).split(' ')
  const processGroup = Number(afterName[2])
  const utime = Number(afterName[11])
  const stime = Number(afterName[12])
  if (![processGroup, utime, stime].every(Number.isFinite)) return null
  return { processGroup, ticks: utime + stime }
}

let ticksPerSecond: number | undefined

function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const result = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })
    ticksPerSecond = Number(result.stdout?.trim()) || 100
  }
  return ticksPerSecond
}

/**
 * Seconds of CPU used so far by the live processes of a group, or null where there is no /proc
 * (macOS): the benchmarks then print requests per second only.
 */
export function processGroupCpuSeconds(processGroup: number): number | null {
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return null
  }
  let ticks = 0
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    let line: string
    try {
      line = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // The process ended while we looked.
    }
    const stat = parseProcStat(line)
    if (stat?.processGroup === processGroup) ticks += stat.ticks
  }
  return ticks / clockTicksPerSecond()
}
