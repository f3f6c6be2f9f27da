// Imported first by bench/search.ts: measure what production runs. graphql-js reads NODE_ENV
// when it loads (development mode adds cross-realm instanceof checks to every field), and
// createMoveYoga uses it for its production hardening.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' })

export {}
