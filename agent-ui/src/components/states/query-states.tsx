import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { errorToastText } from '../../toasts/error-text.ts'
import { ErrorState } from './error-state.tsx'
import { LoadingState } from './loading-state.tsx'

/**
 * The three states every fetched screen has, in one place: LoadingState while the first answer is
 * on the way (never a wrong empty state first), ErrorState with a retry when it failed, then
 * `empty` when the answer holds nothing and `children` with the data otherwise. Later refetches
 * (live invalidation) keep showing the data they replace.
 *
 * @example
 * <QueryStates query={helps} isEmpty={(list) => list.length === 0} empty={<EmptyState ... />}>
 *   {(list) => <HelpList helps={list} />}
 * </QueryStates>
 */
export function QueryStates<Data>({
  query,
  isEmpty,
  empty,
  loadingLabel,
  compact,
  children,
}: {
  query: UseQueryResult<Data>
  isEmpty?(data: Data): boolean
  empty?: ReactNode
  loadingLabel?: string
  compact?: boolean
  children(data: Data): ReactNode
}) {
  const { language } = useI18n()
  if (query.isPending) return <LoadingState label={loadingLabel} compact={compact} />
  if (query.isError) {
    return <ErrorState message={errorToastText(query.error, language)} onRetry={() => void query.refetch()} />
  }
  if (empty !== undefined && isEmpty?.(query.data)) return empty
  return children(query.data)
}
