import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { layoutOffsets, nearBottom, visibleRange } from './virtual-window.ts'

export interface VirtualListHandle {
  scrollToIndex(index: number): void
  scrollToBottom(): void
}

export interface VirtualListProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: readonly T[]
  itemKey(item: T): string | number
  renderItem(item: T, index: number): ReactNode
  /** Height used until an item is measured. */
  estimatedHeight: number
  overscan?: number
  /** Called when the list is scrolled within `endThreshold` px of its bottom (infinite scroll). */
  onEndReached?(): void
  endThreshold?: number
  /** Called when the list is scrolled within `startThreshold` px of its top (older messages). */
  onStartReached?(): void
  startThreshold?: number
  /** Keeps the view at the bottom as items are added while it is there (a conversation). */
  followBottom?: boolean
  handle?: Ref<VirtualListHandle>
  /** Extra props of each rendered row wrapper (e.g. role="option"). */
  rowProps?(item: T, index: number): HTMLAttributes<HTMLDivElement>
}

/** The first row in view, where it stands, and whether the view is at the bottom. */
function anchorOf(
  element: HTMLElement,
  keys: readonly (string | number)[],
  offsets: readonly number[],
  total: number,
) {
  if (keys.length === 0) return undefined
  const first = visibleRange(offsets, total, element.scrollTop, element.clientHeight, 0).start
  return {
    key: keys[first]!,
    offset: offsets[first]!,
    atBottom: nearBottom(element.scrollTop, element.clientHeight, total, 50),
  }
}

/**
 * A windowed list: only the rows near the viewport are in the DOM, so thousands of tickets or
 * messages cost the browser no more than a screenful. Rows may have any height: each is measured
 * once rendered. Prepending rows (older messages) keeps what the user was looking at in place.
 */
export function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  estimatedHeight,
  overscan = 6,
  onEndReached,
  endThreshold = 100,
  onStartReached,
  startThreshold = 50,
  followBottom = false,
  handle,
  rowProps,
  style,
  ...rest
}: VirtualListProps<T>) {
  const viewport = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewportHeight, setViewportHeight] = useState(600)
  const [heights, setHeights] = useState<Map<string | number, number>>(() => new Map())
  const keys = useMemo(() => items.map(itemKey), [items, itemKey])
  const { offsets, total } = useMemo(
    () => layoutOffsets(keys, heights, estimatedHeight),
    [keys, heights, estimatedHeight],
  )
  const { start, end } = visibleRange(offsets, total, scrollTop, viewportHeight, overscan)

  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const measure = () => setViewportHeight(element.clientHeight || 600)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // Row measurement: one observer for every rendered row.
  const observer = useRef<ResizeObserver | undefined>(undefined)
  const rowKeys = useRef(new WeakMap<Element, string | number>())
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return
    observer.current = new ResizeObserver((entries) => {
      setHeights((previous) => {
        let next: Map<string | number, number> | undefined
        for (const entry of entries) {
          const key = rowKeys.current.get(entry.target)
          const height = Math.round(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height)
          if (key === undefined || height <= 0 || previous.get(key) === height) continue
          next ??= new Map(previous)
          next.set(key, height)
        }
        return next ?? previous
      })
    })
    return () => observer.current?.disconnect()
  }, [])
  const measureRow = useCallback((key: string | number) => {
    return (element: HTMLDivElement | null) => {
      if (!element) return
      rowKeys.current.set(element, key)
      observer.current?.observe(element)
    }
  }, [])

  // Keep the first visible row in place when rows are inserted above it, and follow the bottom.
  // The anchor is taken after each layout and each scroll: taken only after layouts, a reader who
  // scrolled up through rows already measured still had the "at the bottom" anchor, and the older
  // rows' arrival threw them to the bottom.
  const anchor = useRef<{ key: string | number; offset: number; atBottom: boolean } | undefined>(undefined)
  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const previous = anchor.current
    if (previous) {
      if (followBottom && previous.atBottom) {
        element.scrollTop = element.scrollHeight
      } else {
        const index = keys.indexOf(previous.key)
        if (index >= 0 && offsets[index] !== previous.offset) {
          element.scrollTop += offsets[index]! - previous.offset
        }
      }
    }
    anchor.current = anchorOf(element, keys, offsets, total)
  }, [keys, offsets, total, followBottom])

  // Start a conversation at its newest message.
  const startedAtBottom = useRef(false)
  useLayoutEffect(() => {
    if (!followBottom || startedAtBottom.current || keys.length === 0 || !viewport.current) return
    startedAtBottom.current = true
    viewport.current.scrollTop = viewport.current.scrollHeight
  }, [followBottom, keys.length])

  useImperativeHandle(
    handle,
    () => ({
      scrollToIndex(index) {
        const element = viewport.current
        if (!element || index < 0 || index >= offsets.length) return
        const top = offsets[index]!
        const bottom = index + 1 < offsets.length ? offsets[index + 1]! : total
        if (top < element.scrollTop) element.scrollTop = top
        else if (bottom > element.scrollTop + element.clientHeight)
          element.scrollTop = bottom - element.clientHeight
      },
      scrollToBottom() {
        if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight
      },
    }),
    [offsets, total],
  )

  const onScroll = () => {
    const element = viewport.current
    if (!element) return
    setScrollTop(element.scrollTop)
    anchor.current = anchorOf(element, keys, offsets, total)
    if (
      onEndReached &&
      nearBottom(element.scrollTop, element.clientHeight, element.scrollHeight, endThreshold)
    ) {
      onEndReached()
    }
    if (onStartReached && element.scrollTop <= startThreshold) onStartReached()
  }

  const rows: ReactNode[] = []
  for (let index = start; index <= end; index++) {
    const item = items[index]!
    const key = keys[index]!
    const rowStyle: CSSProperties = { position: 'absolute', top: offsets[index], left: 0, right: 0 }
    rows.push(
      <div key={key} ref={measureRow(key)} style={rowStyle} data-index={index} {...rowProps?.(item, index)}>
        {renderItem(item, index)}
      </div>,
    )
  }

  return (
    <div
      ref={viewport}
      onScroll={onScroll}
      style={{ overflowY: 'auto', position: 'relative', ...style }}
      {...rest}
    >
      <div style={{ height: total, position: 'relative' }}>{rows}</div>
    </div>
  )
}
