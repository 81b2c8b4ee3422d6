// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MenuButton } from './menu-button.tsx'

afterEach(cleanup)

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
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const items = screen.getAllByRole('menuitem')
    expect(document.activeElement).toBe(items[0])
    const menu = screen.getByRole('menu', { name: 'Anexar' })
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[1])
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(items[2])
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(document.activeElement).toBe(items[0])
    fireEvent.keyDown(menu, { key: 'End' })
    expect(document.activeElement).toBe(items[2])
  })

  it('closes with Escape back on the button, and with a click outside', () => {
    const { button } = renderMenu()
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    fireEvent.mouseDown(document.body)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('runs the chosen entry after closing, with focus back on the button', () => {
    const { button, chosen } = renderMenu()
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('menuitem', { name: 'Câmera' }))
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
    fireEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }))
    const menu = screen.getByRole('menu', { name: 'Menu do usuário' })
    expect(menu.textContent).toContain('Paula')
    expect(screen.getAllByRole('separator')).toHaveLength(2)
    const languages = screen.getAllByRole('menuitemradio')
    expect(languages.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Português', 'true'],
      ['English', 'false'],
    ])
    // Arrows move over every entry, radio ones included.
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(languages[0])
    fireEvent.keyDown(menu, { key: 's' })
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sair' }))
    fireEvent.keyDown(menu, { key: 'e' })
    expect(document.activeElement).toBe(languages[1])
    fireEvent.click(languages[1]!)
    expect(chosen).toHaveBeenCalledWith('en')
  })
})
