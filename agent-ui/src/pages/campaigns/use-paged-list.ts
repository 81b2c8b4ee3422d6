import {
  hashKey,
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { type UIEvent, useCallback, useEffect, useId, useMemo, useRef } from 'react'

/** Pixels from the bottom of the table's frame at which the next page is asked for. */
const nextPageMargin = 120

/** One page of a list paged the specification's way. */
export interface RecordPage<Row> {
  records: Row[]
  hasMore: boolean
}

type PagedData<Row> = InfiniteData<RecordPage<Row>, number>

/** The pages' records in order, one copy per id (a record moved up a page between reads is kept once). */
function recordsOf<Row extends { id: number }>(data: PagedData<Row> | undefined): Row[] {
  if (!data) return []
  const known = new Set<number>()
  const rows: Row[] = []
  for (const page of data.pages) {
    for (const row of page.records) {
      if (known.has(row.id)) continue
      known.add(row.id)
      rows.push(row)
    }
  }
  return rows
}

/**
 * A list paged the specification's way (`pageNumber` → records and `hasMore`), in the login's query
 * cache as one infinite query under `queryKey` (which names the search, so a new search starts at
 * the first page and going back shows the cached pages while they are read again): the next page
 * when the frame is scrolled near its end, and live changes applied to the cached pages in place.
 * Without a key the list is private to the component (read afresh each time it mounts).
 * `keepWhileSearching` keeps the last search's rows on screen while a new search is read, instead
 * of the loading state.
 */
export function usePagedList<Row extends { id: number }>(
  fetchPage: (pageNumber: number) => Promise<RecordPage<Row>>,
  onError: (error: unknown) => void,
  queryKey?: QueryKey,
  { keepWhileSearching = false } = {},
) {
  const client = useQueryClient()
  const privateKey = useId()
  // One key per search, not per render: upsert and remove keep their identity (pages subscribe with them).
  const keyHash = hashKey(queryKey ?? ['paged-list', privateKey])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the key's contents.
  const key = useMemo(() => queryKey ?? ['paged-list', privateKey], [keyHash])
  const query = useInfiniteQuery<RecordPage<Row>, Error, PagedData<Row>, QueryKey, number>({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPageNumber) => (last.hasMore ? lastPageNumber + 1 : undefined),
    placeholderData: keepWhileSearching ? keepPreviousData : undefined,
  })
  const records = useMemo(() => recordsOf(query.data), [query.data])
  // Loading from the first render, so no "nothing here" shows before the first answer (issue 23 item 9).
  const loading = query.isPending || query.isFetchingNextPage

  // A failure over records on screen (a re-read, the next page) is told once, in the page's toast,
  // when it happens. A first page's failure is not: the list shows it with a retry
  // (PagedListStates), and a toast would say it twice. The callback is read from a ref so a page
  // passing a new one on each render does not tell the same failure again.
  const { error, errorUpdatedAt } = query
  const tell = useRef(onError)
  tell.current = onError
  const failedOverRecords = error !== null && query.data !== undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: errorUpdatedAt marks each new failure.
  useEffect(() => {
    if (failedOverRecords) tell.current(error)
  }, [failedOverRecords, errorUpdatedAt])

  const { refetch, fetchNextPage, hasNextPage, isFetching } = query
  const reload = useCallback(() => void refetch(), [refetch])

  /** The next page, unless there is none or a read is under way (asking would cancel a reload). */
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [hasNextPage, isFetching, fetchNextPage])

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const frame = event.currentTarget
    if (frame.scrollHeight - frame.scrollTop - frame.clientHeight < nextPageMargin) loadMore()
  }

  const changePages = useCallback(
    (change: (pages: RecordPage<Row>[]) => RecordPage<Row>[]) =>
      client.setQueryData<PagedData<Row>>(key, (data) => data && { ...data, pages: change(data.pages) }),
    [client, key],
  )

  /** A created or changed record: replaced where it is, or put first when it is new. */
  const upsert = useCallback(
    (row: Row, isNew: boolean) =>
      changePages((pages) => {
        if (pages.some((page) => page.records.some((other) => other.id === row.id))) {
          return pages.map((page) => ({
            ...page,
            records: page.records.map((other) => (other.id === row.id ? row : other)),
          }))
        }
        if (!isNew || pages.length === 0) return pages
        const [first, ...rest] = pages
        return [{ ...first, records: [row, ...first.records] }, ...rest]
      }),
    [changePages],
  )

  const remove = useCallback(
    (id: number) =>
      changePages((pages) =>
        pages.map((page) => ({ ...page, records: page.records.filter((row) => row.id !== id) })),
      ),
    [changePages],
  )

  // What the first page's failure was: the page shows it with a retry, never as an empty list.
  const firstPageError = query.data === undefined ? error : null

  return {
    records,
    hasMore: hasNextPage,
    loading,
    firstPageError,
    onScroll,
    loadMore,
    reload,
    upsert,
    remove,
  }
}
