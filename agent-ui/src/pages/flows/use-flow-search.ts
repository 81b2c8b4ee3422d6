import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { flowKeys } from '../../api/query-keys/flow-keys.ts'
import { useDebounced } from '../tickets/use-debounced.ts'
import type { FlowRow } from './flows-page.tsx'

/**
 * The phrase dialog's searchable flow picker (administration.md §2 "Phrase campaigns"): with no
 * search, the flows the page loaded; with one, the server's matches (GET /flowbuilder
 * searchParam, so flows past the first page are found too). The chosen flow always stays listed.
 */
export function useFlowSearch(loaded: FlowRow[], chosenId: number, onError: (error: unknown) => void) {
  const [search, setSearch] = useState('')
  const wanted = useDebounced(search.trim().toLowerCase())
  const query = useQuery({
    queryKey: flowKeys.search(wanted),
    queryFn: async () =>
      pageOf(
        await dataOf(
          atendo.GET('/api/flowbuilder', { params: { query: { pageNumber: 1, searchParam: wanted } } }),
        ),
      ).flows as FlowRow[],
    enabled: wanted !== '',
    // The last matches stay listed while the next search is on its way.
    placeholderData: keepPreviousData,
  })
  const { error } = query
  useEffect(() => {
    if (error) onError(error)
  }, [error, onError])
  const found = wanted ? query.data : undefined
  const chosen = loaded.find((flow) => flow.id === chosenId)
  const flows = found
    ? [...(chosen && !found.some((flow) => flow.id === chosenId) ? [chosen] : []), ...found]
    : loaded
  return { search, setSearch, flows }
}
