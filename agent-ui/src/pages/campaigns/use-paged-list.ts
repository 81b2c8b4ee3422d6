import { type UIEvent, useCallback, useEffect, useRef, useState } from 'react'

/** Pixels from the bottom of the table's frame at which the next page is asked for. */
const nextPageMargin = 120

/**
 * A list paged the specification's way (`pageNumber` → records and `hasMore`): the first page
 * whenever `fetchPage` changes (a new search), the next one when the frame is scrolled near its
 * end, and live changes applied in place.
 */
export function usePagedList<Row extends { id: number }>(
  fetchPage: (pageNumber: number) => Promise<{ records: Row[]; hasMore: boolean }>,
  onError: (error: unknown) => void,
) {
  const [records, setRecords] = useState<Row[]>([])
  const [hasMore, setHasMore] = useState(false)
  // Loading from the first render, so no "nothing here" shows before the first answer (issue 23 item 9).
  const [loading, setLoading] = useState(true)
  const page = useRef(1)
  const request = useRef(0)

  const load = useCallback(
    async (pageNumber: number) => {
      const id = ++request.current
      setLoading(true)
      try {
        const answer = await fetchPage(pageNumber)
        if (id !== request.current) return
        page.current = pageNumber
        setRecords((existing) => {
          if (pageNumber === 1) return answer.records
          const known = new Set(existing.map((row) => row.id))
          return [...existing, ...answer.records.filter((row) => !known.has(row.id))]
        })
        setHasMore(answer.hasMore)
      } catch (error) {
        if (id === request.current) onError(error)
      } finally {
        if (id === request.current) setLoading(false)
      }
    },
    [fetchPage, onError],
  )

  useEffect(() => {
    void load(1)
  }, [load])

  const reload = useCallback(() => void load(1), [load])

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const frame = event.currentTarget
    const nearEnd = frame.scrollHeight - frame.scrollTop - frame.clientHeight < nextPageMargin
    if (nearEnd && hasMore && !loading) void load(page.current + 1)
  }

  /** A created or changed record: replaced where it is, or put first when it is new. */
  const upsert = useCallback((row: Row, isNew: boolean) => {
    setRecords((existing) =>
      existing.some((other) => other.id === row.id)
        ? existing.map((other) => (other.id === row.id ? row : other))
        : isNew
          ? [row, ...existing]
          : existing,
    )
  }, [])

  const remove = useCallback((id: number) => {
    setRecords((existing) => existing.filter((row) => row.id !== id))
  }, [])

  return { records, hasMore, loading, onScroll, reload, upsert, remove }
}
