// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import {
  AdminContext,
  type DataProvider,
  memoryStore,
  type RaRecord,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  TextField,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { ResponsiveList } from './responsive-list.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const queues = [
  { id: 1, name: 'Vendas', greetingMessage: 'Olá, vendas' },
  { id: 2, name: 'Suporte', greetingMessage: 'Olá, suporte' },
]

const dataProvider = {
  getList: async () => ({ data: queues, total: queues.length }),
} as unknown as DataProvider

/** A window as wide as `width`: MUI's useMediaQuery asks matchMedia about the max-width queries. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    const min = /min-width:\s*([\d.]+)px/.exec(query)
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]))
    return {
      matches,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }
  })
}

function QueueList() {
  return (
    <ResponsiveList
      // A failed read is shown at once rather than after react-query's three retries.
      queryOptions={{ retry: false }}
      phone={{
        primaryText: (record: RaRecord) => String(record.name),
        secondaryText: (record: RaRecord) => String(record.greetingMessage),
      }}
    >
      <TextField source="name" />
      <TextField source="greetingMessage" />
    </ResponsiveList>
  )
}

function renderList(queuesRead = dataProvider) {
  return render(
    <AdminContext dataProvider={queuesRead} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceDefinitionContextProvider
        definitions={{ queues: { name: 'queues', hasList: true, hasEdit: true, hasCreate: true } }}
      >
        <ResourceContextProvider value="queues">
          <QueueList />
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  )
}

describe('a back-office list', () => {
  it('on a phone, shows one compact row per record with its edit link, and a labelled add button', async () => {
    windowOf(390)
    renderList()
    const row = (await screen.findByText('Suporte')).closest('li')!
    expect(within(row).getByText('Olá, suporte')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('#/queues/2')
    expect(screen.queryByRole('table')).toBeNull()
    // Named and with its text on screen, not a round icon.
    const add = screen.getByRole('link', { name: 'Adicionar' })
    expect(add.textContent).toContain('Adicionar')
    expect(add.getAttribute('href')).toBe('#/queues/create')
  })

  it('on a desktop, shows the table with its columns', async () => {
    windowOf(1280)
    renderList()
    const table = await screen.findByRole('table')
    expect(within(table).getByText('Olá, vendas')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Adicionar' }).textContent).toContain('Adicionar')
  })

  it('shows a failed read with the load-failure text and a retry, never "Nenhum resultado encontrado"', async () => {
    windowOf(1280)
    let failing = true
    const flaky = {
      getList: async () => {
        if (failing) throw new Error('500')
        return { data: queues, total: queues.length }
      },
    } as unknown as DataProvider
    renderList(flaky)
    const failure = await screen.findByTestId('list-load-failure')
    expect(failure.textContent).toContain('Não foi possível carregar a lista de registros.')
    expect(screen.queryByText('Nenhum resultado encontrado')).toBeNull()
    failing = false
    fireEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Olá, suporte')).toBeTruthy()
    expect(screen.queryByTestId('list-load-failure')).toBeNull()
  })
})
