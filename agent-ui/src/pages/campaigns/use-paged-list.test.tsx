// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode, UIEvent } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../api/query-client.ts'
import { type RecordPage, usePagedList } from './use-paged-list.ts'

afterEach(cleanup)

interface Row {
  id: number
  name: string
}

/** A server's list of `size` rows, 20 a page, and the pages it was asked for. */
function pagedSource(size: number, perPage = 20) {
  const asked: number[] = []
  const rows: Row[] = Array.from({ length: size }, (_, index) => ({
    id: index + 1,
    name: `Lista ${index + 1}`,
  }))
  const fetchPage = async (pageNumber: number): Promise<RecordPage<Row>> => {
    asked.push(pageNumber)
    const start = (pageNumber - 1) * perPage
    return { records: rows.slice(start, start + perPage), hasMore: start + perPage < rows.length }
  }
  return { asked, rows, fetchPage }
}

/** A scroll event of a frame scrolled to its end. */
const scrolledToEnd = () =>
  ({
    currentTarget: { scrollHeight: 1000, scrollTop: 600, clientHeight: 400 },
  }) as unknown as UIEvent<HTMLElement>

function renderList(fetchPage: (pageNumber: number) => Promise<RecordPage<Row>>, key: readonly unknown[]) {
  const client = createQueryClient()
  const errors: unknown[] = []
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    ({ queryKey }) => usePagedList(fetchPage, (error) => errors.push(error), queryKey),
    {
      wrapper,
      initialProps: { queryKey: key },
    },
  )
  return { ...hook, errors, client }
}

describe('usePagedList', () => {
  it('loads the first page, the next one when the frame is scrolled to its end, and stops at the last', async () => {
    const source = pagedSource(45)
    const { result } = renderList(source.fetchPage, ['lists', ''])
    expect(result.current.loading).toBe(true)
    expect(result.current.records).toEqual([])
    await waitFor(() => expect(result.current.records).toHaveLength(20))
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.onScroll(scrolledToEnd()))
    await waitFor(() => expect(result.current.records).toHaveLength(40))
    act(() => result.current.onScroll(scrolledToEnd()))
    await waitFor(() => expect(result.current.records).toHaveLength(45))
    expect(result.current.hasMore).toBe(false)
    act(() => result.current.onScroll(scrolledToEnd()))
    expect(source.asked).toEqual([1, 2, 3])
    expect(result.current.records.at(-1)?.name).toBe('Lista 45')
  })

  it('applies live changes in place: a new record first, a changed one where it is, a deleted one gone', async () => {
    const source = pagedSource(25)
    const { result } = renderList(source.fetchPage, ['lists', ''])
    await waitFor(() => expect(result.current.records).toHaveLength(20))
    act(() => result.current.onScroll(scrolledToEnd()))
    await waitFor(() => expect(result.current.records).toHaveLength(25))
    act(() => result.current.upsert({ id: 100, name: 'Nova' }, true))
    act(() => result.current.upsert({ id: 22, name: 'Renomeada' }, false))
    act(() => result.current.upsert({ id: 200, name: 'De outra busca' }, false))
    act(() => result.current.remove(3))
    // The cache tells its observers on the next tick.
    await waitFor(() => expect(result.current.records[0].name).toBe('Nova'))
    const names = result.current.records.map((row) => row.name)
    expect(names).toContain('Renomeada')
    expect(names).not.toContain('Lista 3')
    expect(names).not.toContain('De outra busca')
    expect(names).toHaveLength(25)
    expect(source.asked).toEqual([1, 2])
  })

  it('starts again at the first page for a new search, and reload reads the loaded pages again', async () => {
    const source = pagedSource(45)
    const { result, rerender } = renderList(source.fetchPage, ['lists', ''])
    await waitFor(() => expect(result.current.records).toHaveLength(20))
    act(() => result.current.onScroll(scrolledToEnd()))
    await waitFor(() => expect(result.current.records).toHaveLength(40))
    rerender({ queryKey: ['lists', 'outra'] })
    await waitFor(() => expect(result.current.records).toHaveLength(20))
    expect(source.asked).toEqual([1, 2, 1])
    source.rows[0].name = 'Lista 1 mudada'
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.records[0].name).toBe('Lista 1 mudada'))
  })

  it("shows a failed first page as the list's error, without telling it again in a toast", async () => {
    const failure = new Error('indisponível')
    const { result, errors } = renderList(async () => {
      throw failure
    }, ['lists', ''])
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.records).toEqual([])
    expect(result.current.firstPageError).toBe(failure)
    expect(errors).toEqual([])
  })

  it('tells a failed re-read once, keeping the records on screen, however often the page renders', async () => {
    const source = pagedSource(5)
    let failing = false
    const failure = new Error('indisponível')
    const { result, errors, rerender } = renderList(
      async (pageNumber) => {
        if (failing) throw failure
        return source.fetchPage(pageNumber)
      },
      ['lists', ''],
    )
    await waitFor(() => expect(result.current.records).toHaveLength(5))
    failing = true
    act(() => result.current.reload())
    await waitFor(() => expect(errors).toEqual([failure]))
    // Each render passes a new callback (renderList's arrow): the same failure is not told again.
    rerender({ queryKey: ['lists', ''] })
    rerender({ queryKey: ['lists', ''] })
    expect(errors).toEqual([failure])
    expect(result.current.records).toHaveLength(5)
    expect(result.current.firstPageError).toBeNull()
    // A second failed re-read is a new failure, told once more.
    act(() => result.current.reload())
    await waitFor(() => expect(errors).toEqual([failure, failure]))
  })
})
