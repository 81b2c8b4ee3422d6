import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Icon } from './icon.tsx'

export interface MenuEntry {
  label: string
  onSelect(): void
  /** One choice of a set (a language, say): shown as a radio item, ticked when true. */
  checked?: boolean
  /** Draws a line before this entry, starting a new group. */
  separated?: boolean
}

interface MenuButtonProps {
  /** The button's accessible name (it shows only `children`, e.g. an icon). */
  label: string
  children: ReactNode
  entries: readonly MenuEntry[]
  disabled?: boolean
  /** Opens above the button (for controls at the bottom of the screen). */
  upward?: boolean
  /** The button's class (an icon button unless told otherwise). */
  buttonClassName?: string
  /** Shown at the top of the menu, not focusable (e.g. the user's name). */
  header?: ReactNode
}

const itemSelector = '[role="menuitem"], [role="menuitemradio"]'

/**
 * A button that opens a menu, keyboard-usable as the ARIA menu button pattern: arrows, Home and
 * End move between entries, Escape closes and returns to the button, Tab or a click outside
 * closes. Choosing an entry closes the menu and puts focus back on the button first, so a dialog
 * the entry opens returns focus there when it closes.
 */
export function MenuButton({
  label,
  children,
  entries,
  disabled,
  upward,
  buttonClassName = 'icon-button',
  header,
}: MenuButtonProps) {
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const anchor = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    menu.current?.querySelector<HTMLElement>(itemSelector)?.focus()
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
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])]
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
      default:
        // Type-ahead: a letter moves to the next entry starting with it.
        if (
          event.key.length === 1 &&
          /\S/.test(event.key) &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          const letter = event.key.toLocaleLowerCase()
          const next = [...items.slice(at + 1), ...items.slice(0, at + 1)].find((item) =>
            item.textContent?.trim().toLocaleLowerCase().startsWith(letter),
          )
          next?.focus()
        }
    }
  }

  return (
    <div ref={anchor} className="menu-anchor">
      <button
        ref={button}
        type="button"
        className={buttonClassName}
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
          {header ? (
            <div className="menu-header" role="presentation">
              {header}
            </div>
          ) : null}
          {entries.map((entry) => (
            <Fragment key={entry.label}>
              {entry.separated ? <hr className="menu-separator" /> : null}
              <button
                type="button"
                {...(entry.checked === undefined
                  ? { role: 'menuitem' }
                  : { role: 'menuitemradio', 'aria-checked': entry.checked })}
                tabIndex={-1}
                className="menu-item"
                onClick={() => {
                  close()
                  entry.onSelect()
                }}
              >
                {entry.label}
                {entry.checked ? <Icon name="check" size={16} /> : null}
              </button>
            </Fragment>
          ))}
        </div>
      ) : null}
    </div>
  )
}
