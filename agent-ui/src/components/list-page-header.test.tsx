// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ListPageHeader } from './list-page-header.tsx'

afterEach(cleanup)

function renderHeader(listEmpty: boolean, onAdd: () => void = () => undefined) {
  return render(
    <ListPageHeader
      className="campaigns-header"
      title="Campanhas"
      titleId="campaigns-title"
      addLabel="Nova campanha"
      onAdd={onAdd}
      listEmpty={listEmpty}
    >
      <input type="search" aria-label="Buscar" />
    </ListPageHeader>,
  )
}

describe('ListPageHeader', () => {
  it('shows the title, the page controls and the add button while there is a list', () => {
    let added = 0
    renderHeader(false, () => added++)
    expect(screen.getByRole('heading', { level: 1, name: 'Campanhas' }).id).toBe('campaigns-title')
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Nova campanha' }))
    expect(added).toBe(1)
  })

  it('hides the add button while the list is empty (its empty state offers the action)', () => {
    renderHeader(true)
    expect(screen.queryByRole('button', { name: 'Nova campanha' })).toBeNull()
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeTruthy()
  })
})
