import { createGraphQLError, maskError, type YogaMaskedErrorOpts } from 'graphql-yoga'
import {
  isDatabaseUnavailableError,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@/server/db/unavailable'

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.'

/** 503 SERVICE_UNAVAILABLE with Retry-After: the database is down or did not answer in time. */
export function serviceUnavailable() {
  return createGraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
    },
  })
}

/**
 * yoga's error masking, except that a database outage (stopped, frozen, timed out) is told as
 * such: clients can retry a SERVICE_UNAVAILABLE, not an 'Unexpected error.'.
 */
export const maskErrorsExceptUnavailable: YogaMaskedErrorOpts['maskError'] = (
  error,
  message,
  isDev,
) => (isDatabaseUnavailableError(error) ? serviceUnavailable() : maskError(error, message, isDev))
