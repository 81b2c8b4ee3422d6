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
})
