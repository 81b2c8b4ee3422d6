// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiError, fakeApi, networkFailure, type SentRequest } from '../../../../test/fake-api.ts'
import { TestSession } from '../../../../test/test-session.tsx'
import { currentToasts } from '../../../../toasts/toast-store.ts'
import { RichMessageDialog } from './rich-message-dialog.tsx'

// The transport only: what the dialog posts, and the server's answers, are checked here.
let answer: (request: SentRequest) => unknown
let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  answer = () => ({ messages: [] })
  api = fakeApi((request) => answer(request))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const posted = (path: string, body: unknown) => [{ method: 'POST', path, body }]

function renderDialog(ticketId = 9) {
  const onClose = vi.fn()
  render(
    <TestSession>
      <RichMessageDialog ticketId={ticketId} onClose={onClose} />
    </TestSession>,
  )
  return { onClose }
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const send = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
  })
const lastToast = () => currentToasts().at(-1)?.text

describe('RichMessageDialog', () => {
  it('offers the five kinds and starts on a list, the kind selector focused', () => {
    renderDialog()
    const kind = screen.getByLabelText('Tipo de mensagem') as HTMLSelectElement
    expect(document.activeElement).toBe(kind)
    expect([...kind.options].map((option) => option.text)).toEqual([
      'Lista de opções',
      'Botão de copiar código',
      'Botão de ligar',
      'Botão de link',
      'Cobrança PIX',
    ])
  })

  it('refuses an incomplete list before calling the server and focuses the first problem', async () => {
    renderDialog()
    await send()
    expect(api.requests).toEqual([])
    const title = screen.getByLabelText('Título')
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(title)
    expect(screen.getAllByText('Obrigatório').length).toBeGreaterThanOrEqual(4)
  })

  it('adds and removes sections and options, numbering options across sections', () => {
    renderDialog()
    expect(screen.getByRole('button', { name: 'Remover opção 1' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Remover seção 1' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /Adicionar opção na seção 1/ }))
    fireEvent.click(screen.getByRole('button', { name: /Adicionar seção/ }))
    expect(screen.getByRole('group', { name: 'Seção 2' })).toBeTruthy()
    // Section titles become required once there are two sections.
    expect(screen.getByLabelText('Título da seção 1')).toBeTruthy()
    expect(screen.getByLabelText('Opção 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remover opção 2' }))
    expect(screen.queryByLabelText('Opção 3')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Adicionar opção na seção 1/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Remover seção 2' }))
    expect(screen.queryByRole('group', { name: 'Seção 2' })).toBeNull()
    expect(screen.getByLabelText('Título da seção 1 (opcional)')).toBeTruthy()
  })

  it('stops at 10 options in a section', () => {
    renderDialog()
    const add = screen.getByRole('button', { name: /Adicionar opção na seção 1/ })
    for (let count = 1; count < 10; count++) fireEvent.click(add)
    expect(screen.getByLabelText('Opção 10')).toBeTruthy()
    expect(add.hasAttribute('disabled')).toBe(true)
  })

  it('sends a list to POST /messages/lista/{ticketId} and closes', async () => {
    const { onClose } = renderDialog()
    type('Título', 'Cardápio')
    type('Texto', 'O que vai ser hoje?')
    type('Texto do botão', 'Ver opções')
    type('Opção 1', 'Pizza')
    type('Descrição da opção 1 (opcional)', 'Grande, 8 fatias')
    await send()
    expect(api.requests).toEqual(
      posted('/api/messages/lista/9', {
        title: 'Cardápio',
        text: 'O que vai ser hoje?',
        buttonText: 'Ver opções',
        sections: [{ rows: [{ title: 'Pizza', description: 'Grande, 8 fatias' }] }],
      }),
    )
    expect(onClose).toHaveBeenCalled()
  })

  it('checks PIX keys per type and sends phone keys with +55', async () => {
    renderDialog()
    fireEvent.change(screen.getByLabelText('Tipo de mensagem'), { target: { value: 'pix' } })
    type('Título', 'Pedido 42')
    type('Valor (R$)', '49,90')
    type('Chave PIX', '123.456.789-00')
    type('Nome do beneficiário', 'Loja Exemplo')
    await send()
    expect(api.requests).toEqual([])
    expect(screen.getByText('CPF inválido')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Chave PIX'))

    const keyType = screen.getByLabelText('Tipo de chave PIX') as HTMLSelectElement
    expect([...keyType.options].map((option) => option.value)).toEqual([
      'CPF',
      'CNPJ',
      'PHONE',
      'EMAIL',
      'EVP',
    ])
    fireEvent.change(keyType, { target: { value: 'PHONE' } })
    type('Chave PIX', '(11) 98765-4321')
    expect(screen.getByText('Será enviada como +5511987654321')).toBeTruthy()
    await send()
    expect(api.requests).toEqual(
      posted('/api/messages/PIX/9', {
        title: 'Pedido 42',
        sendvalue: 49.9,
        sendkey_type: 'PHONE',
        sendmerchant_name: 'Loja Exemplo',
        sendKey: '+5511987654321',
      }),
    )
  })

  it('keeps what was typed for each kind while switching between them', () => {
    renderDialog()
    type('Título', 'Cardápio')
    const kind = screen.getByLabelText('Tipo de mensagem')
    fireEvent.change(kind, { target: { value: 'url' } })
    expect((screen.getByLabelText('Título') as HTMLTextAreaElement).value).toBe('')
    type('Link (https://...)', 'example.com')
    fireEvent.change(kind, { target: { value: 'list' } })
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Cardápio')
    fireEvent.change(kind, { target: { value: 'url' } })
    expect((screen.getByLabelText('Link (https://...)') as HTMLInputElement).value).toBe('example.com')
  })

  it('shows a server refusal through the shared toast and stays open', async () => {
    // A 403 makes the SDK try a token refresh first; there is no session to refresh here.
    answer = ({ path }) =>
      path === '/api/auth/refresh_token'
        ? apiError(401, 'ERR_SESSION_EXPIRED')
        : apiError(403, 'ERR_NO_PERMISSION', 'No permission')
    const { onClose } = renderDialog()
    fireEvent.change(screen.getByLabelText('Tipo de mensagem'), { target: { value: 'copy' } })
    type('Título', 'Seu cupom de desconto')
    type('Texto do botão', 'Copiar')
    type('Código a copiar', 'PROMO10')
    await send()
    expect(api.sent('POST')).toEqual([
      ...posted('/api/messages/copy/9', {
        title: 'Seu cupom de desconto',
        buttonText: 'Copiar',
        copyText: 'PROMO10',
      }),
      ...posted('/api/auth/refresh_token', undefined),
    ])
    expect(lastToast()).toBe('Você não tem permissão para acessar este recurso.')
    expect(onClose).not.toHaveBeenCalled()

    // Without an error code (the network failed) the list/button send's own message shows.
    answer = networkFailure
    await send()
    expect(lastToast()).toBe('Erro ao enviar a mensagem. Tente novamente.')
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }).hasAttribute('disabled'),
    ).toBe(false)
  })

  it("refuses a ticket id that is not a number with 'ID do Ticket inválido.'", async () => {
    renderDialog(Number.NaN)
    await send()
    expect(api.requests).toEqual([])
    expect(lastToast()).toBe('ID do Ticket inválido.')
  })
})
