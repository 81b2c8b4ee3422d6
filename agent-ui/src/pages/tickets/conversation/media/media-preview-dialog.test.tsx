// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TestSession } from '../../../../test/test-session.tsx'
import { MediaPreviewDialog } from './media-preview-dialog.tsx'
import { fileProblem, humanSize, type MediaItem, mediaForm, mediaKindOf } from './media-rules.ts'

afterEach(cleanup)

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type })
const megabyte = 1024 * 1024

describe('attachment rules (inbox.md §5)', () => {
  it('takes images, video, audio, application and text documents up to the download limit', () => {
    expect(fileProblem(file('a.png', 'image/png'), megabyte)).toBeUndefined()
    expect(fileProblem(file('a.pdf', 'application/pdf'), megabyte)).toBeUndefined()
    expect(fileProblem(file('a.csv', 'text/csv'), megabyte)).toBeUndefined()
    // A file the browser cannot type goes as application/octet-stream.
    expect(fileProblem(file('a.xyz', ''), megabyte)).toBeUndefined()
    expect(fileProblem(file('a.woff', 'font/woff'), megabyte)).toBe('notSendable')
    expect(fileProblem(file('big.mp4', 'video/mp4', megabyte + 1), megabyte)).toBe('tooLarge')
    expect(fileProblem(file('edge.mp4', 'video/mp4', megabyte), megabyte)).toBeUndefined()
  })

  it('previews by kind and tells sizes in the locale', () => {
    expect(mediaKindOf(file('a.jpg', 'image/jpeg'))).toBe('image')
    expect(mediaKindOf(file('a.webm', 'video/webm'))).toBe('video')
    expect(mediaKindOf(file('a.ogg', 'audio/ogg'))).toBe('audio')
    expect(mediaKindOf(file('a.pdf', 'application/pdf'))).toBe('document')
    expect(humanSize(512, 'pt-BR')).toBe('512 B')
    expect(humanSize(1536, 'pt-BR')).toBe('1,5 KB')
    expect(humanSize(12 * megabyte, 'en-US')).toBe('12 MB')
  })

  it('sends each file with its own caption, in order, with the input choices', () => {
    const form = mediaForm(
      [
        { file: file('a.png', 'image/png'), caption: ' Foto ' },
        { file: file('b.pdf', 'application/pdf'), caption: '' },
      ],
      { isPrivate: false, signMessage: true, quotedMsgId: 7 },
    )
    expect(form.getAll('body')).toEqual(['Foto', ''])
    expect(form.getAll('medias').map((media) => (media as File).name)).toEqual(['a.png', 'b.pdf'])
    expect(form.get('isPrivate')).toBe('false')
    expect(form.get('signMessage')).toBe('true')
    expect(form.get('quotedMsg')).toBe('7')
    expect(mediaForm([], { isPrivate: true }).has('signMessage')).toBe(false)
  })
})

interface Options {
  limitMb?: number | undefined
  caption?: string
  onSend?: (items: MediaItem[]) => Promise<boolean>
}

function renderDialog(files: File[], options: Options = {}) {
  const { caption, onSend = vi.fn(async () => true) } = options
  // An explicit undefined is the limit still being read.
  const limitMb = 'limitMb' in options ? options.limitMb : 1
  const onClose = vi.fn()
  render(
    <TestSession>
      <MediaPreviewDialog
        files={files}
        caption={caption}
        limitMb={limitMb}
        onSend={onSend}
        onClose={onClose}
      />
    </TestSession>,
  )
  return { onClose, onSend, dialog: screen.getByRole('dialog', { name: 'Enviar arquivos' }) }
}

describe('MediaPreviewDialog', () => {
  it('previews each file with its name and size, the typed text as the first caption', () => {
    const { dialog } = renderDialog(
      [
        file('foto.png', 'image/png', 2048),
        file('nota.ogg', 'audio/ogg'),
        file('contrato.pdf', 'application/pdf'),
      ],
      { caption: 'Segue o contrato' },
    )
    const list = within(dialog).getByRole('list', { name: 'Arquivos selecionados' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByRole('img', { name: 'foto.png' })).toBeTruthy()
    expect(list.querySelector('audio')).toBeTruthy()
    expect(list.textContent).toContain('contrato.pdf')
    expect(list.textContent).toContain('PDF')
    expect(list.textContent).toContain('2 KB')
    const first = screen.getByLabelText('Legenda de foto.png') as HTMLInputElement
    expect(first.value).toBe('Segue o contrato')
    expect(document.activeElement).toBe(first)
    expect((screen.getByLabelText('Legenda de contrato.pdf') as HTMLInputElement).value).toBe('')
  })

  it('says a file is over the limit and keeps Send off until it is removed', () => {
    renderDialog([file('grande.mp4', 'video/mp4', 2 * megabyte), file('ok.png', 'image/png')])
    expect(screen.getByRole('alert').textContent).toBe('Arquivo maior que o limite de 1 MB.')
    const send = screen.getByRole('button', { name: 'Enviar' })
    expect(send.hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Remover grande.mp4' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(send.hasAttribute('disabled')).toBe(false)
    // Focus stays in the dialog, on the next file's remove button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remover ok.png' }))
  })

  it('refuses types the server cannot send and more than 10 files at a time', () => {
    renderDialog([file('fonte.woff', 'font/woff')])
    expect(screen.getByRole('alert').textContent).toContain('Tipo de arquivo não aceito')
    cleanup()
    renderDialog(Array.from({ length: 11 }, (_, index) => file(`f${index}.txt`, 'text/plain')))
    expect(screen.getByRole('alert').textContent).toBe('Envie no máximo 10 arquivos por vez.')
    expect(screen.getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(true)
  })

  it('waits for the download limit before allowing Send', () => {
    renderDialog([file('a.png', 'image/png')], { limitMb: undefined })
    expect(screen.getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(true)
  })

  it('sends the files with their captions and closes', async () => {
    const { onSend, onClose } = renderDialog([file('a.png', 'image/png'), file('b.pdf', 'application/pdf')])
    fireEvent.change(screen.getByLabelText('Legenda de b.pdf'), { target: { value: 'O boleto' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    })
    expect(onSend).toHaveBeenCalledTimes(1)
    const items = vi.mocked(onSend).mock.calls[0]![0]
    expect(items.map((item) => [item.file.name, item.caption])).toEqual([
      ['a.png', ''],
      ['b.pdf', 'O boleto'],
    ])
    expect(onClose).toHaveBeenCalled()
  })

  it('stays open when the send fails, ready to try again', async () => {
    const onSend = vi.fn(async () => false)
    const { onClose } = renderDialog([file('a.png', 'image/png')], { onSend })
    const caption = screen.getByLabelText('Legenda de a.png')
    // Enter in a caption sends, as in the conversation input.
    await act(async () => {
      fireEvent.submit(caption.closest('form')!)
    })
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(false)
  })

  it('adds more files, and closes with Escape or Cancel', () => {
    const { onClose } = renderDialog([file('a.png', 'image/png')])
    const picker = screen.getByLabelText('Adicionar arquivos', { selector: 'input' }) as HTMLInputElement
    fireEvent.change(picker, { target: { files: [file('b.png', 'image/png')] } })
    expect(screen.getByLabelText('Legenda de b.png')).toBeTruthy()
    fireEvent.keyDown(screen.getByLabelText('Legenda de a.png'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('shows an empty state with Send off once every file is removed', () => {
    renderDialog([file('a.png', 'image/png')])
    fireEvent.click(screen.getByRole('button', { name: 'Remover a.png' }))
    expect(screen.getByText('Nenhum arquivo selecionado.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adicionar arquivos' }))
  })
})
