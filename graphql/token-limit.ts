import { parse } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { MAX_TOKENS } from './limits'

/**
 * Parses with graphql-js's own token limit ('Syntax Error: Document contains more than N
 * tokens. Parsing aborted.'), through the same `graphql` module yoga uses.
 *
 * Why not graphql-armor's max-tokens plugin (used before): it subclasses the Parser from the
 * deep import 'graphql/language/parser'. graphql 16 has no exports map, so in the Next build
 * that import resolved to the CommonJS parser.js while yoga's `graphql` resolved to the ES
 * module index.mjs: two copies of graphql in one route. Every syntax error was then an instance
 * of the other copy's GraphQLError, yoga's `instanceof GraphQLError` failed, and it masked the
 * error as an unexpected one: 500 'Unexpected error.' for `query { cities { city `. Jest and
 * tsx load one CommonJS copy, which is why only the production build showed it.
 */
export function tokenLimitPlugin(maxTokens: number = MAX_TOKENS): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parse(source, { ...options, maxTokens }))
    },
  }
}
