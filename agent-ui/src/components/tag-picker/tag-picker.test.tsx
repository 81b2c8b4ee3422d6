// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TestSession } from '../../test/test-session.tsx'
import { type PickableTag, TagPicker } from './tag-picker.tsx'

afterEach(cleanup)

const tags: PickableTag[] = [
  { id: 1, name: 'VIP', color: '#d32f2f' },
  { id: 2, name: 'Atacado', color: '#1976d2' },
  { id: 3, name: 'Varejo', color: '#388e3c' },
]

function Picker({ initial = [] }: { initial?: number[] }) {
  const [selected, setSelected] = useState(initial)
  return <TagPicker label="Filtrar por etiquetas" tags={tags} selected={selected} onChange={setSelected} />
}

function openPicker(initial?: number[]) {
  render(
    <TestSession>
      <Picker initial={initial} />
    </TestSession>,
  )
  const button = screen.getByRole('button', { name: 'Filtrar por etiquetas' })
  fireEvent.click(button)
  return { button, field: screen.getByRole('combobox', { name: 'Buscar etiqueta' }) }
}

const activeName = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent

describe('TagPicker', () => {
  it('is a combobox over a multi-select listbox, with focus in the field', async () => {
    const { button, field } = openPicker()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('listbox', { name: 'Filtrar por etiquetas' })
    expect(field.getAttribute('aria-controls')).toBe(list.id)
    expect(list.getAttribute('aria-multiselectable')).toBe('true')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'VIP',
      'Atacado',
      'Varejo',
    ])
    await waitFor(() => expect(document.activeElement).toBe(field))
  })

  it('filters as the user types, moves with the arrows and toggles with Enter', () => {
    const { field } = openPicker()
    fireEvent.change(field, { target: { value: 'a' } })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Atacado', 'Varejo'])
    expect(activeName(field)).toBe('Atacado')
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    expect(activeName(field)).toBe('Varejo')
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    expect(activeName(field)).toBe('Atacado')
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(screen.getByRole('option', { name: 'Varejo' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('button', { name: 'Remover etiqueta Varejo' })).toBeTruthy()
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(screen.getByRole('option', { name: 'Varejo' }).getAttribute('aria-selected')).toBe('false')
    fireEvent.change(field, { target: { value: 'xyz' } })
    expect(screen.getByText('Nenhuma etiqueta encontrada')).toBeTruthy()
    expect(field.getAttribute('aria-activedescendant')).toBeNull()
  })

  it('closes with Escape back on the button', async () => {
    const { button, field } = openPicker()
    fireEvent.keyDown(field, { key: 'Escape' })
    expect(screen.queryByRole('combobox')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('removes chips from the keyboard, moving focus to the next chip and then to the button', () => {
    render(
      <TestSession>
        <Picker initial={[1, 3]} />
      </TestSession>,
    )
    const vip = screen.getByRole('button', { name: 'Remover etiqueta VIP' })
    vip.focus()
    fireEvent.keyDown(vip, { key: 'Delete' })
    expect(screen.queryByRole('button', { name: 'Remover etiqueta VIP' })).toBeNull()
    const varejo = screen.getByRole('button', { name: 'Remover etiqueta Varejo' })
    expect(document.activeElement).toBe(varejo)
    fireEvent.keyDown(varejo, { key: 'Backspace' })
    expect(screen.queryByRole('button', { name: /Remover etiqueta/ })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filtrar por etiquetas' }))
  })
})
