// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MenuButton } from './menu-button.tsx'

// Radix moves focus between entries and starts listening for outside clicks on the next tick, and
// type-ahead gathers the letters typed within a second: the tests move the clock instead of waiting.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** A key pressed where focus is, and the clock moved past Radix's next tick. */
function type(key: string) {
  fireEvent.keyDown(document.activeElement!, { key })
  act(() => {
    vi.advanceTimersByTime(1)
  })
}

/** A mouse press opens the menu, as in a browser (Radix opens on pointer down, not on click). */
function press(button: HTMLElement) {
  fireEvent.pointerDown(button, { button: 0, ctrlKey: false, pointerType: 'mouse' })
}

function renderMenu() {
  const chosen = vi.fn()
  render(
    <MenuButton
      label="Anexar"
      entries={[
        { label: 'Arquivos', onSelect: () => chosen('files') },
        { label: 'Câmera', onSelect: () => chosen('camera') },
        { label: 'Mensagem interativa', onSelect: () => chosen('rich') },
      ]}
    >
      +
    </MenuButton>,
  )
  return { chosen, button: screen.getByRole('button', { name: 'Anexar' }) }
}

describe('MenuButton', () => {
  it('opens on the first entry and moves with the arrows, Home and End', () => {
    const { button } = renderMenu()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    press(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id)
    const items = screen.getAllByRole('menuitem')
    const menu = screen.getByRole('menu', { name: 'Anexar' })
    // Opened with the mouse, the menu itself holds focus; the first arrow reaches the first entry.
    expect(document.activeElement).toBe(menu)
    type('ArrowDown')
    expect(document.activeElement).toBe(items[0])
    type('ArrowDown')
    expect(document.activeElement).toBe(items[1])
    type('ArrowUp')
    type('End')
    expect(document.activeElement).toBe(items[2])
    type('Home')
    expect(document.activeElement).toBe(items[0])
  })

  it('closes with Escape back on the button, and with a click outside', () => {
    const { button } = renderMenu()
    button.focus()
    type('ArrowDown')
    // Opened from the keyboard, focus starts on the first entry.
    const first = screen.getAllByRole('menuitem')[0]!
    expect(document.activeElement).toBe(first)
    type('Escape')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
    press(button)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByRole('menu')).not.toBeNull()
    fireEvent.pointerDown(document.body, { button: 0, pointerType: 'mouse' })
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('runs the chosen entry after closing, with focus back on the button', () => {
    const { button, chosen } = renderMenu()
    let focusedWhenRun: Element | null = null
    chosen.mockImplementation(() => {
      focusedWhenRun = document.activeElement
    })
    press(button)
    fireEvent.click(screen.getByRole('menuitem', { name: 'Câmera' }))
    expect(focusedWhenRun).toBe(button)
    expect(chosen).toHaveBeenCalledWith('camera')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('shows a header, groups entries, ticks the chosen one of a set, and jumps by first letter', () => {
    const chosen = vi.fn()
    render(
      <MenuButton
        label="Menu do usuário"
        header="Paula"
        entries={[
          { label: 'Perfil', onSelect: () => chosen('profile') },
          { label: 'Português', checked: true, separated: true, onSelect: () => chosen('pt') },
          { label: 'English', checked: false, onSelect: () => chosen('en') },
          { label: 'Sair', separated: true, onSelect: () => chosen('logout') },
        ]}
      >
        P
      </MenuButton>,
    )
    press(screen.getByRole('button', { name: 'Menu do usuário' }))
    const menu = screen.getByRole('menu', { name: 'Menu do usuário' })
    expect(menu.textContent).toContain('Paula')
    expect(screen.getAllByRole('separator')).toHaveLength(2)
    const languages = screen.getAllByRole('menuitemradio')
    expect(languages.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Português', 'true'],
      ['English', 'false'],
    ])
    // Arrows move over every entry, radio ones included.
    type('ArrowDown')
    type('ArrowDown')
    expect(document.activeElement).toBe(languages[0])
    type('s')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sair' }))
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    type('e')
    expect(document.activeElement).toBe(languages[1])
    type('Enter')
    expect(chosen).toHaveBeenCalledWith('en')
  })
})
