import { useEffect, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
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
  const [found, setFound] = useState<FlowRow[]>()
  useEffect(() => {
    if (!wanted) return setFound(undefined)
    let current = true
    dataOf(atendo.GET('/api/flowbuilder', { params: { query: { pageNumber: 1, searchParam: wanted } } }))
      .then((answer) => {
        if (current) setFound(pageOf(answer).flows as FlowRow[])
      })
      .catch(onError)
    return () => {
      current = false
    }
  }, [wanted, onError])
  const chosen = loaded.find((flow) => flow.id === chosenId)
  const flows = found
    ? [...(chosen && !found.some((flow) => flow.id === chosenId) ? [chosen] : []), ...found]
    : loaded
  return { search, setSearch, flows }
}
