import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * lib/ is pure (docs/decisions/pure-lib-and-layers.md): no database drivers, no Next runtime, no
 * GraphQL execution, nothing from server/, graphql/ or components/. Type-only imports are
 * allowed (they vanish at build time): lib/catalogue's rows are typed by the Drizzle schema.
 */
const PURE_LIB_RESTRICTIONS = {
  paths: [
    ...['drizzle-orm', 'pg', '@electric-sql/pglite', 'graphql-yoga', 'server-only'].map((name) => ({
      name,
      message: 'lib/ is pure: database and server code go under server/.',
      allowTypeImports: true,
    })),
    ...['next/headers', 'next/server', 'next/cache'].map((name) => ({
      name,
      message: "lib/ is pure: Next's runtime is for server/ and app/.",
      allowTypeImports: true,
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
      allowTypeImports: true,
    },
    {
      group: ['@/server/*', '**/server/**', '@/graphql/*', '**/graphql/**'],
      message: 'lib/ is pure: it is imported by server/ and graphql/, never the reverse.',
      allowTypeImports: true,
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
