import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { ContactOption } from '../../../api/models.ts'
import { contactKeys } from '../../../api/query-keys/contact-keys.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { useDebounced } from '../use-debounced.ts'

/** Contact lookups start at 3 typed characters (inbox.md §5, §9). */
export const contactSearchMinimum = 3

const none: ContactOption[] = []

/**
 * The contacts matching what the user types (GET /contacts/list, 20 at most), asked 300 ms after
 * the typing stops and only from 3 characters; a contact created or renamed meanwhile refreshes
 * the matches (`company-{id}-contact`). A failed search shows its error toast.
 */
export function useContactSearch(typed: string): ContactOption[] {
  const showError = useErrorToast()
  const term = useDebounced(typed, 300).trim()
  const query = useQuery({
    queryKey: contactKeys.search(term),
    queryFn: () =>
      dataOf(atendo.GET('/api/contacts/list', { params: { query: { searchParam: term, limit: 20 } } })),
    enabled: term.length >= contactSearchMinimum,
    // The last matches stay listed while the next search is on its way, as they did before.
    placeholderData: keepPreviousData,
  })
  const { error } = query
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])
  return term.length >= contactSearchMinimum ? (query.data ?? none) : none
}
