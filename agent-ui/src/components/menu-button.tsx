import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Fragment, type ReactNode, useRef, useState } from 'react'
import { Icon } from './icon.tsx'
import { keepEscapeInside } from './keep-escape-inside.ts'

export interface MenuEntry {
  label: string
  onSelect(): void
  /** One choice of a set (a language, say): shown as a radio item, ticked when true. */
  checked?: boolean
  /** With `checked`: an on/off switch of its own (a menuitemcheckbox), not one choice of a set. */
  toggle?: boolean
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

/**
 * A button that opens a menu, on Radix's dropdown menu (the ARIA menu button pattern): Enter,
 * Space or the arrows open it, arrows, Home and End move between entries, typing jumps to the
 * entry that starts with the letters, Escape closes and returns to the button, a click outside
 * closes. Choosing an entry closes the menu and puts focus back on the button before the entry
 * runs, so a dialog the entry opens takes focus from there and returns it there when it closes.
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
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const choose = (entry: MenuEntry) => (event: Event) => {
    // The menu is closed here rather than by Radix, so focus is back before the entry runs.
    event.preventDefault()
    setOpen(false)
    button.current?.focus()
    entry.onSelect()
  }

  return (
    // Not modal: a dialog an entry opens must be free to take focus while the menu unmounts.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger ref={button} className={buttonClassName} aria-label={label} disabled={disabled}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={upward ? 'menu menu-upward' : 'menu'}
          aria-label={label}
          side={upward ? 'top' : 'bottom'}
          align={upward ? 'start' : 'end'}
          sideOffset={4}
          collisionPadding={8}
          onKeyDown={keepEscapeInside}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            // Back to the button unless something else (a dialog, a clicked field) took focus.
            const focused = document.activeElement
            if (!focused || focused === document.body) button.current?.focus()
          }}
        >
          {header ? <DropdownMenu.Label className="menu-header">{header}</DropdownMenu.Label> : null}
          {entries.map((entry) => (
            <Fragment key={entry.label}>
              {entry.separated ? <DropdownMenu.Separator className="menu-separator" /> : null}
              <DropdownMenu.Item
                className="menu-item"
                {...(entry.checked === undefined
                  ? {}
                  : {
                      role: entry.toggle ? 'menuitemcheckbox' : 'menuitemradio',
                      'aria-checked': entry.checked,
                    })}
                onSelect={choose(entry)}
              >
                {entry.label}
                {entry.checked ? <Icon name="check" size={16} /> : null}
              </DropdownMenu.Item>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
