// @ts-check
/**
 * How a production server process is started (`npm start`, and each instance of
 * deploy/topology.mjs): Node's flags and the environment it gets on top of its own.
 */
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** The production server's entry (the serving pipeline around Next's handler). */
export const SERVER_ENTRY = path.join(root, 'server/http/serve.mjs')

/*
 * V8 grows the old generation to 1.5 times what a full GC left alive rather than by its own
 * factor (up to 4): under bench:load the heap otherwise swelled with garbage to ~360 MB over
 * ~170 MB alive, and the server's peak memory reached 760 MB against 582 MB with it, for ~5%
 * of throughput (bench/RESULTS.md). No fixed cap: a larger catalogue still fits.
 */
export const SERVER_V8_FLAGS = ['--heap-growing-percent=50']

/**
 * The server's environment: `env`, in production, with glibc's malloc tuned for a server that
 * frees as much as it allocates: two arenas rather than one per thread (8 per core), and blocks
 * of 128 KB or more mapped and returned to the system when freed rather than kept in the heap,
 * where they fragment. Under bench:load's 100 connections the server's memory outside V8 grew
 * by ~250-400 MB without them (peak 943-995 MB against 734-760 MB with them; bench/RESULTS.md).
 * Each can be overridden.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function productionServerEnv(env) {
  return {
    ...env,
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
  }
}
