// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AdminContext, ResourceContextProvider, SimpleForm, testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { ChatbotOptions } from './chatbot-options.tsx'
import { validateQueue } from './queue-rules.ts'

afterEach(cleanup)

/** The resources the form asked lists of. */
const listed: string[] = []

const lookups = testDataProvider({
  getList: async (resource) => {
    listed.push(resource)
    return {
      data: resource === 'queues' ? [{ id: 4, name: 'Financeiro' }] : [{ id: 8, name: 'Gerente' }],
      total: 1,
    } as never
  },
  getMany: async (resource) =>
    ({
      data: resource === 'queues' ? [{ id: 4, name: 'Financeiro' }] : [{ id: 8, name: 'Gerente' }],
    }) as never,
})

function renderTree(chatbots: unknown[] = [], validated = false) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={lookups}>
      <ResourceContextProvider value="queues">
        <SimpleForm
          record={{ id: 1, name: 'Atendimento', color: '#7a3db8', chatbots }}
          {...(validated ? { validate: validateQueue(false), onSubmit: () => {} } : { toolbar: false })}
        >
          <ChatbotOptions />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  )
}

// react-admin shows an option's actions on hover only: they are in the page, not yet visible.
const removeButtons = () => [...document.querySelectorAll<HTMLButtonElement>('button[aria-label="Remover"]')]

describe('the chatbot option tree', () => {
  it('lets only the last option be removed, so the numbering never has holes', async () => {
    renderTree([
      { name: 'Vendas', queueType: 'text' },
      { name: 'Suporte', queueType: 'text' },
      { name: 'Financeiro', queueType: 'text' },
    ])
    await waitFor(() => expect(screen.getAllByLabelText(/^Opção/)).toHaveLength(3))
    expect(removeButtons()).toHaveLength(1)
    fireEvent.click(removeButtons()[0]!)
    await waitFor(() => expect(screen.getAllByLabelText(/^Opção/)).toHaveLength(2))
    expect((screen.getAllByLabelText(/^Opção/).at(-1) as HTMLInputElement).value).toBe('Suporte')
    expect(removeButtons()).toHaveLength(1)
  })

  it('offers sub-options only once the option has a message', async () => {
    renderTree([{ name: 'Vendas', queueType: 'text', greetingMessage: '' }])
    await screen.findByLabelText(/^Opção/)
    expect(screen.queryByText('Sub-opções')).toBeNull()
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Escolha um setor' } })
    await screen.findByText('Sub-opções')
  })

  it('names the types in the user language and picks the queue or attendant an option sends to', async () => {
    renderTree([{ name: 'Vendas', queueType: 'text' }])
    fireEvent.mouseDown(await screen.findByLabelText(/^Tipo/))
    const list = await screen.findByRole('listbox')
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Texto', 'Atendente', 'Fila'])
    fireEvent.click(within(list).getByRole('option', { name: 'Fila' }))
    // The picker of the queue the option sends to, once the company's queues have loaded.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Fila/ }))
    await screen.findByRole('option', { name: 'Financeiro' })
  })

  it('keeps a type saved elsewhere that this server cannot configure, without offering it', async () => {
    renderTree([{ name: 'Integração', queueType: 'integration', optIntegrationId: 2 }])
    fireEvent.mouseDown(await screen.findByLabelText(/^Tipo/))
    const option = await screen.findByRole('option', { name: 'Integração' })
    expect(option.getAttribute('aria-disabled')).toBe('true')
    // Its target list belongs to a plugin this server may not have: not asked for (a 404 toast).
    expect(listed).not.toContain('queueIntegration')
  })

  it('shows the menu as valid again once the option it refused is corrected', async () => {
    renderTree(
      [
        { name: 'Vendas', queueType: 'text' },
        { name: 'Suporte', queueType: 'text' },
      ],
      true,
    )
    const second = (await screen.findAllByLabelText(/^Opção/))[1]!
    fireEvent.change(second, { target: { value: 'Sup' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await screen.findByText('A opção deve ter ao menos 4 caracteres')
    const menuLabel = screen.getByText('Opções do chatbot').parentElement!
    expect(menuLabel.className).toContain('Mui-error')
    fireEvent.change(second, { target: { value: 'Suporte' } })
    await waitFor(() => expect(screen.queryByText('A opção deve ter ao menos 4 caracteres')).toBeNull())
    // The menu's label (and its tab, in the queue form) kept the error colour of a refusal corrected.
    await waitFor(() => expect(menuLabel.className).not.toContain('Mui-error'))
  })
})
