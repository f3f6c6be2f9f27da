import { ChunkLoadError, loadChunk, toChunkLoadError } from '@/lib/chunk-load'
import { isChunkLoadFailure } from '@/lib/chunk-load-failure'

describe('toChunkLoadError', () => {
  it.each([
    [
      { type: 'missing', request: '/_next/static/chunks/1.js' },
      'missing',
      '/_next/static/chunks/1.js',
    ],
    [{ type: 'timeout' }, 'timeout', null],
    [{ type: 'error', request: '/_next/static/chunks/2.js' }, 'error', '/_next/static/chunks/2.js'],
    [{ type: 'weird' }, 'error', null],
    [
      new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1'),
      'error',
      '/_next/static/chunks/abc.js',
    ],
    ['a string', 'error', null],
    [null, 'error', null],
  ])('%p → type %s, request %s', (cause, type, request) => {
    const error = toChunkLoadError('map', cause)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error.type).toBe(type)
    expect(error.request).toBe(request)
    expect(error.message).toMatch(/^Loading chunk map failed\./)
  })
})

describe('loadChunk', () => {
  afterEach(() => jest.useRealTimers())

  it('resolves with the module', async () => {
    await expect(loadChunk('map', async () => 42)).resolves.toBe(42)
  })

  it('turns an import failure into the spec error', async () => {
    await expect(
      loadChunk('map', () => Promise.reject(Object.assign(new Error('x'), { type: 'missing' }))),
    ).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' })
  })

  it('times out after the chunk timeout (120 s by default)', async () => {
    jest.useFakeTimers()
    const pending = loadChunk('map', () => new Promise<never>(() => {}))
    const outcome = expect(pending).rejects.toMatchObject({ type: 'timeout' })
    jest.advanceTimersByTime(119_999)
    await Promise.resolve()
    jest.advanceTimersByTime(1)
    await outcome
  })
})

describe('isChunkLoadFailure', () => {
  it.each([
    [new ChunkLoadError('modal', 'timeout'), true],
    [Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading chunk 42 failed.\n(error: /_next/static/chunks/42.js)'), true],
    [new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123'), true],
    [new Error('Loading CSS chunk 7 failed.'), true],
    [new Error('Could not get config'), false],
    [new Error('Response not successful: Received status code 500'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%p → %p', (error, expected) => {
    expect(isChunkLoadFailure(error)).toBe(expected)
  })
})
