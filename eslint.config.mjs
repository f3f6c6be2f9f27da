import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * lib/ is pure (docs/decisions/0017-pure-lib-and-layers.md): rules only, with no database, no Next
 * or React, no GraphQL execution, and nothing from server/, graphql/, components/ or app/, type
 * imports included (a type from another room is a dependency on it all the same).
 */
const PURE_LIB_RESTRICTIONS = {
  paths: [
    ...['drizzle-orm', 'pg', '@electric-sql/pglite', 'graphql-yoga', 'server-only'].map((name) => ({
      name,
      message: 'lib/ is pure: database and server code go under server/.',
    })),
    ...['next', 'react', 'react-dom'].map((name) => ({
      name,
      message: 'lib/ is pure: Next and React are for app/, components/ and server/.',
    })),
    {
      name: 'graphql',
      importNames: ['execute', 'executeSync', 'graphql', 'graphqlSync', 'subscribe'],
      message: 'lib/ is pure: GraphQL execution belongs in graphql/.',
    },
  ],
  patterns: [
    {
      group: ['drizzle-orm/*', '@electric-sql/pglite/*', 'pg/*'],
      message: 'lib/ is pure: database code goes under server/.',
    },
    {
      group: ['next/*', 'react/*', 'react-dom/*'],
      message: 'lib/ is pure: Next and React are for app/, components/ and server/.',
    },
    {
      group: ['@/server/*', '**/server/**', '@/graphql/*', '**/graphql/**'],
      message: 'lib/ is pure: it is imported by server/ and graphql/, never the reverse.',
    },
    {
      group: ['@/components/*', '**/components/**', '@/app/*'],
      message: 'lib/ never imports components or pages.',
    },
  ],
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      '.data/**',
      'graphql/generated/**',
      'graphql/generated/client/**',
      'server/db/migrations/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    files: ['lib/**/*.{ts,tsx,js,mjs}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', PURE_LIB_RESTRICTIONS] },
  },
  {
    // Resolvers hold no SQL: every catalogue read goes through the seam (server/catalogue).
    files: ['graphql/resolvers/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'Resolvers hold no SQL: call @/server/catalogue.' },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*', '@/server/db', '@/server/db/*', '@/server/catalogue/*'],
              message: 'Resolvers read the catalogue through @/server/catalogue only.',
            },
          ],
        },
      ],
    },
  },
]

export default config
