// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import {
  AdminContext,
  Datagrid,
  ListContextProvider,
  type RaRecord,
  ResourceContextProvider,
  TextField,
  useList,
} from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { companyRowSx } from './company-views.tsx'
import { toneColours } from './due-date-tone.ts'

function day(offset: number) {
  const date = new Date()
  date.setDate(date.getDate() + offset)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const companies: RaRecord[] = [
  { id: 1, name: 'Vencida', dueDate: day(-2) },
  { id: 2, name: 'Vence hoje', dueDate: day(0) },
  { id: 3, name: 'Vence em 3 dias', dueDate: day(3) },
  { id: 4, name: 'Em dia', dueDate: day(30) },
  { id: 5, name: 'Sem vencimento', dueDate: null },
]

afterEach(cleanup)

function CompanyRows() {
  const list = useList({ data: companies })
  return (
    <ListContextProvider value={list}>
      <Datagrid rowSx={companyRowSx} bulkActionButtons={false}>
        <TextField source="name" />
      </Datagrid>
    </ListContextProvider>
  )
}

describe('company rows', () => {
  it('are red from the due date on, yellow 1 to 5 days before, plain otherwise', () => {
    render(
      <AdminContext>
        <ResourceContextProvider value="companies">
          <CompanyRows />
        </ResourceContextProvider>
      </AdminContext>,
    )
    const background = (name: string) =>
      getComputedStyle(screen.getByText(name).closest('tr')!).backgroundColor
    const normalise = (colour: string | undefined) => (colour ?? '').replace(/\s/g, '')
    expect(normalise(background('Vencida'))).toBe(normalise(toneColours.overdue))
    expect(normalise(background('Vence hoje'))).toBe(normalise(toneColours.overdue))
    expect(normalise(background('Vence em 3 dias'))).toBe(normalise(toneColours.soon))
    expect(normalise(background('Em dia'))).not.toBe(normalise(toneColours.soon))
    expect(normalise(background('Em dia'))).not.toBe(normalise(toneColours.overdue))
    expect(normalise(background('Sem vencimento'))).not.toBe(normalise(toneColours.overdue))
  })
})
