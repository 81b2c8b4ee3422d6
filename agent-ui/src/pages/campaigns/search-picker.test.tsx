// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../api/query-client.ts'
import { I18nProvider } from '../../i18n/i18n-context.tsx'
import { type PickerOption, SearchPicker } from './search-picker.tsx'

afterEach(cleanup)

const lists: PickerOption[] = [
  { id: 1, name: 'Clientes VIP' },
  { id: 2, name: 'Clientes novos' },
  { id: 3, name: 'Fornecedores' },
]
const searched: string[] = []
const search = async (text: string) => {
  searched.push(text)
  return lists.filter((list) => list.name.toLowerCase().includes(text.toLowerCase()))
}

function Dialog() {
  const [selected, setSelected] = useState<PickerOption | null>(null)
  const [queries] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queries}>
      <I18nProvider language="pt">
        <SearchPicker
          label="Lista de Contatos"
          selected={selected}
          onSelect={setSelected}
          search={search}
          searchKey={(text) => ['contact-lists', 'search', text]}
        />
        <p>escolhida: {selected?.name ?? 'nenhuma'}</p>
      </I18nProvider>
    </QueryClientProvider>
  )
}

describe('SearchPicker', () => {
  it('searches from 3 characters only, and picks with the arrow keys and Enter', async () => {
    render(<Dialog />)
    const input = screen.getByRole('combobox', { name: 'Lista de Contatos' })
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'Cl' } })
    await waitFor(() => expect(screen.getByText('Digite ao menos 3 caracteres para buscar')).toBeTruthy())
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(searched).toEqual([])

    fireEvent.change(input, { target: { value: 'clien' } })
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2))
    expect(searched).toEqual(['clien'])
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.getByText('escolhida: Clientes novos')).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('Clientes novos')

    // The clear button leaves none.
    fireEvent.click(screen.getByRole('button', { name: 'Limpar Lista de Contatos' }))
    expect(screen.getByText('escolhida: nenhuma')).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('')
  })
})
