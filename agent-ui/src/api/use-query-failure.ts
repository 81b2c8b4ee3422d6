import { AtendoApiError } from '@atendo/sdk'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useErrorToast } from '../toasts/use-error-toast.ts'

export interface QueryFailure {
  /** The server refused the data to this user (403: their rights changed since login). */
  denied: boolean
  /** Why the first answer could not be had, for the screen's error state; null once there is data. */
  error: unknown
}

const deniedError = (error: unknown) => error instanceof AtendoApiError && error.status === 403

/**
 * How a screen's read failed, split by what the screen does about it: a refusal replaces the
 * screen with the access-denied one, a first read that fails shows the error state with a retry
 * (never an endless loading), and a later read that fails leaves the last answer up and says so in
 * an error toast.
 */
export function useQueryFailure(query: UseQueryResult<unknown>): QueryFailure {
  const showError = useErrorToast()
  const { error, data } = query
  const failedOverData = error && data !== undefined && !deniedError(error)
  useEffect(() => {
    if (failedOverData) showError(error)
  }, [failedOverData, error, showError])
  return { denied: deniedError(error), error: data === undefined ? error : null }
}
