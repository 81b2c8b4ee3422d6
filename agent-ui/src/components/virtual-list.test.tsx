// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { VirtualList } from './virtual-list.tsx'
import { layoutOffsets, nearBottom, visibleRange } from './virtual-window.ts'

describe('window arithmetic', () => {
  it('uses measured heights and the estimate for the rest', () => {
    const { offsets, total } = layoutOffsets(['a', 'b', 'c'], new Map([['b', 100]]), 50)
    expect(offsets).toEqual([0, 50, 150])
    expect(total).toBe(200)
  })

  it('answers the rows crossing the viewport plus the overscan', () => {
    const { offsets, total } = layoutOffsets(
      Array.from({ length: 1000 }, (_, index) => index),
      new Map(),
      20,
    )
    expect(visibleRange(offsets, total, 0, 100, 0)).toEqual({ start: 0, end: 4 })
    expect(visibleRange(offsets, total, 400, 100, 2)).toEqual({ start: 18, end: 26 })
    expect(visibleRange(offsets, total, 1_000_000, 100, 0).end).toBe(999)
    expect(visibleRange([], 0, 0, 100, 3)).toEqual({ start: 0, end: -1 })
  })

  it('knows when the end is within the threshold', () => {
    expect(nearBottom(800, 100, 1000, 100)).toBe(true)
    expect(nearBottom(799, 100, 1000, 100)).toBe(false)
  })
})

describe('VirtualList', () => {
  const items = Array.from({ length: 10_000 }, (_, index) => ({ id: index, label: `item ${index}` }))

  beforeEach(() => {
    // happy-dom has no layout: give the viewport a height and a scroll height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200)
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(items.length * 40)
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('renders only a window of a long list and moves it on scroll', () => {
    const onEndReached = vi.fn()
    render(
      <VirtualList
        data-testid="list"
        items={items}
        itemKey={(item) => item.id}
        estimatedHeight={40}
        overscan={2}
        onEndReached={onEndReached}
        renderItem={(item) => <span>{item.label}</span>}
      />,
    )
    expect(screen.getByText('item 0')).toBeTruthy()
    expect(screen.queryByText('item 50')).toBeNull()
    expect(document.querySelectorAll('[data-index]').length).toBeLessThan(20)

    const list = screen.getByTestId('list')
    list.scrollTop = 4000
    fireEvent.scroll(list)
    expect(screen.getByText('item 100')).toBeTruthy()
    expect(screen.queryByText('item 0')).toBeNull()
    expect(onEndReached).not.toHaveBeenCalled()

    list.scrollTop = items.length * 40 - 200 - 60
    fireEvent.scroll(list)
    expect(onEndReached).toHaveBeenCalledTimes(1)
    expect(screen.getByText('item 9999')).toBeTruthy()
  })

  it('asks for older rows near the top', () => {
    const onStartReached = vi.fn()
    render(
      <VirtualList
        data-testid="list"
        items={items.slice(0, 100)}
        itemKey={(item) => item.id}
        estimatedHeight={40}
        onStartReached={onStartReached}
        startThreshold={50}
        renderItem={(item) => <span>{item.label}</span>}
      />,
    )
    const list = screen.getByTestId('list')
    list.scrollTop = 300
    fireEvent.scroll(list)
    expect(onStartReached).not.toHaveBeenCalled()
    list.scrollTop = 40
    fireEvent.scroll(list)
    expect(onStartReached).toHaveBeenCalledTimes(1)
  })
})
