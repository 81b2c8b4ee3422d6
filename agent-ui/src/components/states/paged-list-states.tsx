import type { ReactNode } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { errorToastText } from '../../toasts/error-text.ts'
import { ErrorState } from './error-state.tsx'
import { LoadingState } from './loading-state.tsx'

/** What a paged list (usePagedList) tells its states by. */
interface PagedListStatus {
  records: readonly unknown[]
  loading: boolean
  firstPageError: unknown
  reload(): void
}

/**
 * What a paged list shows while it has no rows: LoadingState until the first page answers,
 * ErrorState with a retry when it failed (never the empty state, which would be false), and the
 * page's own `empty` once the server says there is nothing. Nothing once there are rows.
 *
 * @example
 * <PagedListStates list={list} empty={<EmptyState icon="megaphone" title={tx('campaigns.empty')} />} />
 */
export function PagedListStates({ list, empty }: { list: PagedListStatus; empty: ReactNode }) {
  const { language } = useI18n()
  if (list.records.length > 0) return null
  if (list.firstPageError) {
    return <ErrorState message={errorToastText(list.firstPageError, language)} onRetry={list.reload} />
  }
  if (list.loading) return <LoadingState />
  return empty
}
