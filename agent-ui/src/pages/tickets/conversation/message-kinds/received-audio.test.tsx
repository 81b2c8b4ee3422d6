// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Message } from '../../../../api/models.ts'
import type { Language } from '../../../../i18n/languages.ts'
import { PluginPanelsContext } from '../../../../plugins/plugin-panels.tsx'
import { apiError, fakeApi, type SentRequest } from '../../../../test/fake-api.ts'
import { testMessage } from '../../../../test/test-records.ts'
import { TestSession } from '../../../../test/test-session.tsx'
import { Toaster } from '../../../../toasts/toaster.tsx'
import { MessageBubble } from '../message-bubble.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const file = 'q3Zx9LmT0aBcDeFgHiJkLmNo.ogg'
const storedUrl = `/public/company1/${file}?expires=1795392000&signature=Xy1-abc`
const path = `/api/messages/transcribeAudio/${file}`

const audio = (overrides: Partial<Message> = {}) =>
  testMessage({ id: 31, body: '', mediaType: 'audio', mediaUrl: storedUrl, ...overrides })

/** A message in the conversation, on a server that does (or does not) run the transcription plugin. */
function show(message: Message, { transcribes = true, language = 'pt' as Language } = {}) {
  render(
    <TestSession language={language}>
      <PluginPanelsContext.Provider
        value={{
          panels: [],
          pluginIds: ['helps'],
          capabilities: { transcription: transcribes },
          loaded: true,
        }}
      >
        <MessageBubble
          message={message}
          now={Date.now()}
          actionsEnabled={false}
          onReply={() => undefined}
          onEdit={() => undefined}
          onDelete={() => undefined}
        />
        <Toaster />
      </PluginPanelsContext.Provider>
    </TestSession>,
  )
}

const transcribeButton = () => screen.queryByRole('button', { name: 'Transcrever' })

async function clickTranscribe() {
  await act(async () => {
    fireEvent.click(transcribeButton()!)
  })
}

describe('"Transcrever" on an audio (inbox.md §6)', () => {
  it('is offered on a received audio only, and only when the server transcribes', () => {
    show(audio())
    expect(transcribeButton()).toBeTruthy()
    cleanup()

    show(audio(), { transcribes: false })
    expect(transcribeButton()).toBeNull()
    expect(document.querySelector('audio')).toBeTruthy()
    cleanup()

    show(audio({ fromMe: true, ack: 2 }))
    expect(transcribeButton()).toBeNull()
  })

  it('asks the server with the file name from the audio URL and shows the text under the audio', async () => {
    let answer: (value: unknown) => void = () => undefined
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)))
    show(audio())

    await clickTranscribe()
    const working = screen.getByRole('button', { name: 'Transcrevendo…' }) as HTMLButtonElement
    expect(working.disabled).toBe(true)
    await act(async () => answer({ transcribedText: 'Oi, meu pedido ainda não chegou.' }))

    expect(api.requests.map(({ method, path }: SentRequest) => ({ method, path }))).toEqual([
      { method: 'GET', path },
    ])
    const text = screen.getByRole('region', { name: 'Transcrição do áudio' })
    expect(within(text).getByText('Oi, meu pedido ainda não chegou.')).toBeTruthy()
    expect(text.compareDocumentPosition(document.querySelector('audio')!)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    )
    expect(transcribeButton()).toBeNull()
  })

  it('says so when the audio had no speech', async () => {
    fakeApi(() => ({ transcribedText: '' }))
    show(audio())

    await clickTranscribe()

    expect(screen.getByText('Nenhuma fala reconhecida no áudio.')).toBeTruthy()
  })

  it("shows the server's refusal in the user's language and offers the action again", async () => {
    fakeApi(() => apiError(503, 'ERR_TRANSCRIPTION_NOT_CONFIGURED', 'Audio transcription is not configured'))
    show(audio())

    await clickTranscribe()

    expect(
      screen.getByText('A transcrição de áudio não está configurada: falta a chave de IA para áudio.'),
    ).toBeTruthy()
    expect(transcribeButton()).toBeTruthy()
  })

  it('refuses an audio URL of an unexpected form without asking the server', async () => {
    const api = fakeApi(() => ({ transcribedText: 'nunca' }))
    show(audio({ mediaUrl: 'https://portal.example.com/files/voice.ogg' }))

    await clickTranscribe()

    expect(screen.getByText('Formato de URL de áudio inesperado.')).toBeTruthy()
    expect(api.requests).toEqual([])
  })

  it('refuses an answer without a transcribed text', async () => {
    fakeApi(() => ({ text: 'formato antigo' }))
    show(audio())

    await clickTranscribe()

    expect(screen.getByText('Dados de transcrição inválidos.')).toBeTruthy()
    expect(screen.queryByText('formato antigo')).toBeNull()
    expect(transcribeButton()).toBeTruthy()
  })

  it("speaks the user's language", async () => {
    fakeApi(() => apiError(502, 'ERR_TRANSCRIPTION_FAILED'))
    show(audio(), { language: 'en' })

    const button = await screen.findByRole('button', { name: 'Transcribe' })
    await act(async () => {
      fireEvent.click(button)
    })

    expect(screen.getByText('The audio could not be transcribed. Try again.')).toBeTruthy()
  })
})
