// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, networkFailure, type SentRequest } from '../../../test/fake-api.ts'
import { testTicket } from '../../../test/test-records.ts'
import { TestSession } from '../../../test/test-session.tsx'
import { Composer } from './composer.tsx'
import { useFileDrop } from './media/use-file-drop.ts'

// The transport only: the multipart form the input posts is checked here.
const ticket = testTicket()

/** The platform allows 1 MB files; the inbox's lists are empty; sent messages are accepted. */
function answer({ method, path }: SentRequest): unknown {
  if (path === '/api/setting/downloadLimit') return { key: 'downloadLimit', value: '1' }
  return method === 'POST' ? { messages: [] } : []
}

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi(answer)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderComposer() {
  const onDone = vi.fn()
  render(
    <TestSession>
      <Composer ticket={ticket} replyingTo={undefined} editing={undefined} onDone={onDone} />
    </TestSession>,
  )
  return { onDone, input: screen.getByLabelText('Digite uma mensagem') as HTMLTextAreaElement }
}

/** The preview's own Send (the input has one too). */
const previewSend = () =>
  within(screen.getByRole('dialog', { name: 'Enviar arquivos' })).getByRole('button', { name: 'Enviar' })

const image = (name = 'print.png', bytes = 100) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' })

describe('Composer attachments', () => {
  it('groups files, camera, interactive message and contact in the attachment menu', () => {
    renderComposer()
    // The menu opens on the mouse press, as a native menu does.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Anexar' }), {
      button: 0,
      ctrlKey: false,
      pointerType: 'mouse',
    })
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Arquivos (imagem, vídeo, áudio, documento)',
      'Câmera',
      'Mensagem interativa',
      'Compartilhar um contato',
    ])
  })

  it('opens the preview for a pasted image, the typed text as its caption, then sends it as multipart', async () => {
    const { input } = renderComposer()
    fireEvent.change(input, { target: { value: 'Olá, segue o print' } })
    fireEvent.paste(input, { clipboardData: { files: [image()] } })
    const dialog = await screen.findByRole('dialog', { name: 'Enviar arquivos' })
    expect((screen.getByLabelText('Legenda de print.png') as HTMLInputElement).value).toBe(
      'Olá, segue o print',
    )
    await act(async () => {
      fireEvent.click(previewSend())
    })
    expect(api.sent('POST')).toHaveLength(1)
    const [{ path, body }] = api.sent('POST') as [SentRequest]
    const form = body as FormData
    expect(path).toBe('/api/messages/9')
    expect(form.getAll('body')).toEqual(['Olá, segue o print'])
    expect((form.get('medias') as File).name).toBe('print.png')
    expect(form.get('isPrivate')).toBe('false')
    expect(dialog.isConnected).toBe(false)
    // The text went as the caption, so the input is empty again.
    expect(input.value).toBe('')
  })

  it("checks chosen files against the platform's download limit", async () => {
    renderComposer()
    const picker = screen.getByLabelText('Arquivos (imagem, vídeo, áudio, documento)', { selector: 'input' })
    fireEvent.change(picker, { target: { files: [image('grande.png', 2 * 1024 * 1024)] } })
    await screen.findByRole('dialog', { name: 'Enviar arquivos' })
    expect((await screen.findByRole('alert')).textContent).toBe('Arquivo maior que o limite de 1 MB.')
    expect(previewSend().hasAttribute('disabled')).toBe(true)
  })

  it('gives the files back to the preview when the server refuses them', async () => {
    api = fakeApi((request) => (request.method === 'POST' ? networkFailure() : answer(request)))
    const { input } = renderComposer()
    fireEvent.paste(input, { clipboardData: { files: [image()] } })
    await screen.findByRole('dialog', { name: 'Enviar arquivos' })
    await act(async () => {
      fireEvent.click(previewSend())
    })
    expect(screen.getByRole('dialog', { name: 'Enviar arquivos' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'print.png' })).toBeTruthy()
  })
})

describe('Composer quick replies', () => {
  it("sends a quick reply's file with its text, and only the text once the file is removed", async () => {
    api = fakeApi((request) =>
      request.path === '/api/quick-messages/list'
        ? [
            {
              id: 3,
              shortcode: 'catalogo',
              message: 'Segue nosso catálogo',
              mediaPath: '/public/company1/q/catalogo.pdf?expires=1&signature=x',
              mediaName: 'catalogo.pdf',
            },
          ]
        : answer(request),
    )
    const { input } = renderComposer()
    fireEvent.change(input, { target: { value: '/cat' } })
    const option = await screen.findByRole('option', { name: /catalogo/ })
    expect(option.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(input.value).toBe('Segue nosso catálogo')
    expect(screen.getByText('Anexo da resposta rápida: catalogo.pdf')).toBeTruthy()
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' })
    })
    expect(api.sent('POST')).toEqual([
      {
        method: 'POST',
        path: '/api/messages/9',
        body: expect.objectContaining({
          body: 'Segue nosso catálogo',
          mediaUrl: '/public/company1/q/catalogo.pdf?expires=1&signature=x',
        }),
      },
    ])
    expect(screen.queryByText(/Anexo da resposta rápida/)).toBeNull()

    api.requests.length = 0
    fireEvent.change(input, { target: { value: '/cat' } })
    await screen.findByRole('option', { name: /catalogo/ })
    fireEvent.keyDown(input, { key: 'Enter' })
    fireEvent.click(screen.getByRole('button', { name: 'Remover anexo catalogo.pdf' }))
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' })
    })
    const [resent] = api.sent('POST')
    expect(resent?.body).toMatchObject({ body: 'Segue nosso catálogo' })
    expect(resent?.body).not.toHaveProperty('mediaUrl')
  })
})

function DropTarget({ onFiles, enabled = true }: { onFiles(files: File[]): void; enabled?: boolean }) {
  const drop = useFileDrop(onFiles, enabled)
  return (
    <div data-testid="zone" {...drop.handlers}>
      {drop.dragging ? 'soltar' : 'parado'}
      <span data-testid="child">filho</span>
    </div>
  )
}

describe('useFileDrop', () => {
  const files = (list: File[]) => ({ dataTransfer: { types: ['Files'], files: list, dropEffect: 'none' } })

  it('shows while files are held over the zone (children included) and hands over what is dropped', () => {
    const onFiles = vi.fn()
    render(<DropTarget onFiles={onFiles} />)
    const zone = screen.getByTestId('zone')
    fireEvent.dragEnter(zone, files([]))
    fireEvent.dragEnter(screen.getByTestId('child'), files([]))
    fireEvent.dragLeave(screen.getByTestId('child'), files([]))
    expect(zone.textContent).toContain('soltar')
    fireEvent.drop(zone, files([image()]))
    expect(zone.textContent).toContain('parado')
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'print.png' })])
  })

  it('ignores text dragged inside the page, and everything while disabled', () => {
    const onFiles = vi.fn()
    render(<DropTarget onFiles={onFiles} />)
    const zone = screen.getByTestId('zone')
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } })
    expect(zone.textContent).toContain('parado')
    cleanup()
    render(<DropTarget onFiles={onFiles} enabled={false} />)
    fireEvent.drop(screen.getByTestId('zone'), files([image()]))
    expect(onFiles).not.toHaveBeenCalled()
  })
})
