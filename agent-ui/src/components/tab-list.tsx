import { type KeyboardEvent, type ReactNode, useRef } from 'react'

export interface Tab<K extends string> {
  id: K
  /** What the tab shows (its accessible name), e.g. a label and a counter. */
  content: ReactNode
}

interface TabListProps<K extends string> {
  label: string
  // The ids' type comes from `selected` (a state's type), not widened from the tabs' literals.
  tabs: readonly Tab<NoInfer<K>>[]
  selected: K
  onSelect(id: NoInfer<K>): void
  className?: string
}

/**
 * A row of tabs as the ARIA tabs pattern has it: one tab stop (the selected tab); Left and Right
 * arrows move to the previous or next tab and select it (wrapping), Home and End to the first and
 * last.
 */
export function TabList<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className = 'tabs',
}: TabListProps<K>) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === selected)
    const target =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : undefined
    if (target === undefined) return
    event.preventDefault()
    onSelect(tabs[target]!.id)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus()
  }
  return (
    <div ref={list} className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.content}
        </button>
      ))}
    </div>
  )
}
