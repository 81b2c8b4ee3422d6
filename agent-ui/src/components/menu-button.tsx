import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

export interface MenuEntry {
  label: string
  onSelect(): void
}

interface MenuButtonProps {
  /** The button's accessible name (it shows only `children`, e.g. an icon). */
  label: string
  children: ReactNode
  entries: readonly MenuEntry[]
  disabled?: boolean
  /** Opens above the button (for controls at the bottom of the screen). */
  upward?: boolean
}

/**
 * A button that opens a menu, keyboard-usable as the ARIA menu button pattern: arrows, Home and
 * End move between entries, Escape closes and returns to the button, Tab or a click outside
 * closes. Choosing an entry closes the menu and puts focus back on the button first, so a dialog
 * the entry opens returns focus there when it closes.
 */
export function MenuButton({ label, children, entries, disabled, upward }: MenuButtonProps) {
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const anchor = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const closeOutside = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOutside)
    return () => document.removeEventListener('mousedown', closeOutside)
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const moveTo = (index: number) => items[(index + items.length) % items.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        moveTo(at + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        moveTo(at - 1)
        break
      case 'Home':
        event.preventDefault()
        moveTo(0)
        break
      case 'End':
        event.preventDefault()
        moveTo(items.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        event.stopPropagation()
        close()
        break
      case 'Tab':
        setOpen(false)
        break
    }
  }

  return (
    <div ref={anchor} className="menu-anchor">
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          className={upward ? 'menu menu-upward' : 'menu'}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
        >
          {entries.map((entry) => (
            <button
              key={entry.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => {
                close()
                entry.onSelect()
              }}
            >
              {entry.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
