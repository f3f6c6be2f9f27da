import nextJest from 'next/jest.js'

// Components render with next-yak's test runtime, not its compiler (next.config.js says why).
process.env.YAK_TEST_RUNTIME = '1'

const createJestConfig = nextJest({ dir: './' })

/** ESM-only packages (sanitize-html's parser; supercluster and its kdbush; parse5's rewriter for server/http; better-auth's family) that Jest must transpile; Node itself requires them natively. */
const ESM_PACKAGES = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
  'supercluster',
  'kdbush',
  'parse5',
  'parse5-html-rewriting-stream',
  'parse5-sax-parser',
  // better-auth (staff accounts) and what it brings, ESM only.
  'better-auth',
  '@better-auth',
  'better-call',
  '@better-fetch',
  '@noble',
  '@simplewebauthn',
  'jose',
  'defu',
  'nanostores',
  'rou3',
  'kysely',
  'uqr',
]

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // 'server-only' throws outside React's server condition; jest runs modules as plain Node.
  moduleNameMapper: {
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testMatch: [
    '<rootDir>/__tests__/**/*.test.ts?(x)',
    '<rootDir>/{lib,components,graphql}/**/*.test.ts?(x)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  // PGlite-backed integration tests are slow to start on 2 cores.
  testTimeout: 120_000,
}

export default async function jestConfig() {
  const resolved = await createJestConfig(config)()
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  }
}
