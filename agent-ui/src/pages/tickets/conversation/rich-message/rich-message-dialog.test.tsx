// @vitest-environment happy-dom
import { AtendoApiError } from '@atendo/sdk'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { call } from '../../../../api/atendo.ts'
import { TestSession } from '../../../../test/test-session.tsx'
import { currentToasts } from '../../../../toasts/toast-store.ts'
import { RichMessageDialog } from './rich-message-dialog.tsx'

// The transport only: what the dialog posts, and the server's answers, are checked here.
vi.mock('../../../../api/atendo.ts', async (original) => ({
  ...(await original<typeof import('../../../../api/atendo.ts')>()),
  call: vi.fn(),
}))

afterEach(() => {
  cleanup()
  vi.mocked(call).mockReset()
})

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
    expect(call).not.toHaveBeenCalled()
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
    vi.mocked(call).mockResolvedValue({ messages: [] })
    const { onClose } = renderDialog()
    type('Título', 'Cardápio')
    type('Texto', 'O que vai ser hoje?')
    type('Texto do botão', 'Ver opções')
    type('Opção 1', 'Pizza')
    type('Descrição da opção 1 (opcional)', 'Grande, 8 fatias')
    await send()
    expect(call).toHaveBeenCalledWith('POST', '/api/messages/lista/9', {
      body: {
        title: 'Cardápio',
        text: 'O que vai ser hoje?',
        buttonText: 'Ver opções',
        footer: undefined,
        sections: [{ title: undefined, rows: [{ title: 'Pizza', description: 'Grande, 8 fatias' }] }],
      },
    })
    expect(onClose).toHaveBeenCalled()
  })

  it('checks PIX keys per type and sends phone keys with +55', async () => {
    vi.mocked(call).mockResolvedValue({ messages: [] })
    renderDialog()
    fireEvent.change(screen.getByLabelText('Tipo de mensagem'), { target: { value: 'pix' } })
    type('Título', 'Pedido 42')
    type('Valor (R$)', '49,90')
    type('Chave PIX', '123.456.789-00')
    type('Nome do beneficiário', 'Loja Exemplo')
    await send()
    expect(call).not.toHaveBeenCalled()
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
    expect(call).toHaveBeenCalledWith('POST', '/api/messages/PIX/9', {
      body: {
        title: 'Pedido 42',
        sendvalue: 49.9,
        sendkey_type: 'PHONE',
        sendmerchant_name: 'Loja Exemplo',
        sendKey: '+5511987654321',
      },
    })
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
    vi.mocked(call).mockRejectedValue(
      new AtendoApiError(403, { error: 'ERR_NO_PERMISSION', message: 'No permission', statusCode: 403 }),
    )
    const { onClose } = renderDialog()
    fireEvent.change(screen.getByLabelText('Tipo de mensagem'), { target: { value: 'copy' } })
    type('Título', 'Seu cupom de desconto')
    type('Texto do botão', 'Copiar')
    type('Código a copiar', 'PROMO10')
    await send()
    expect(call).toHaveBeenCalledWith('POST', '/api/messages/copy/9', {
      body: {
        title: 'Seu cupom de desconto',
        description: undefined,
        buttonText: 'Copiar',
        copyText: 'PROMO10',
      },
    })
    expect(lastToast()).toBe('Você não tem permissão para acessar este recurso.')
    expect(onClose).not.toHaveBeenCalled()

    // Without an error code (the network failed) the list/button send's own message shows.
    vi.mocked(call).mockRejectedValue(new TypeError('Failed to fetch'))
    await send()
    expect(lastToast()).toBe('Erro ao enviar a mensagem. Tente novamente.')
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }).hasAttribute('disabled'),
    ).toBe(false)
  })

  it("refuses a ticket id that is not a number with 'ID do Ticket inválido.'", async () => {
    renderDialog(Number.NaN)
    await send()
    expect(call).not.toHaveBeenCalled()
    expect(lastToast()).toBe('ID do Ticket inválido.')
  })
})
