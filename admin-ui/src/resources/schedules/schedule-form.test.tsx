// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  type AuthProvider,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createDataProvider } from '../../api/data-provider.ts'
import type { HttpAnswer, HttpClient } from '../../api/http-client.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import type { Services } from '../../services.ts'
import { ServicesContext } from '../../services-context.ts'
import { scheduleDefaults, schedulePayload } from './schedule-rules.ts'
import { ScheduleCreate, ScheduleEdit } from './schedule-views.tsx'

afterEach(cleanup)

interface Call {
  method: string
  url: string
  body: unknown
}

const lists: Record<string, { id: number; name: string }[]> = {
  contacts: [{ id: 5, name: 'Maria Souza' }],
  users: [{ id: 2, name: 'Ana Atendente' }],
  queue: [{ id: 3, name: 'Suporte' }],
  whatsapp: [{ id: 4, name: 'Recepção' }],
}

const stored = {
  id: 7,
  body: 'Sua consulta é amanhã',
  contactId: 5,
  contact: { id: 5, name: 'Maria Souza' },
  sendAt: '2026-11-25T13:30:00.000Z',
  status: 'PENDENTE',
  openTicket: 'disabled',
  statusTicket: 'open',
  ticketUserId: 2,
  queueId: 3,
  whatsappId: 4,
  intervalo: 3,
  valorIntervalo: 1,
  enviarQuantasVezes: 6,
  tipoDias: 5,
  assinar: true,
  mediaPath: '/public/company1/Ab3.png?expires=9&signature=x',
  mediaName: 'cartaz.png',
  companyId: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}

/** The API as the schedule dialog meets it, recording every call. */
function fakeApi(calls: Call[], signOption: string) {
  const http: HttpClient = async (url, options = {}) => {
    const method = options.method ?? 'GET'
    calls.push({ method, url, body: options.body })
    const path = url.split('?')[0]!
    let json: unknown
    let headers: Record<string, string> = {}
    if (path === '/api/companySettingOne') json = { value: signOption }
    else if (path === '/api/schedules' && method === 'POST')
      json = { ...stored, ...JSON.parse(options.body as string), id: 7, mediaPath: null, mediaName: null }
    else if (path === '/api/schedules/7/media-upload')
      json =
        method === 'POST'
          ? { ...stored, mediaName: 'foto.png' }
          : { ...stored, mediaPath: null, mediaName: null }
    else if (path === '/api/schedules/7')
      json = method === 'PUT' ? { ...stored, ...JSON.parse(options.body as string) } : stored
    else {
      const list = lists[path.replace('/api/', '').replace(/\/$/, '')] ?? []
      json = list
      headers = { 'Content-Range': `items 0-${list.length - 1}/${list.length}` }
    }
    return {
      status: 200,
      headers: new Headers(headers),
      body: JSON.stringify(json),
      json,
    } satisfies HttpAnswer
  }
  return http
}

const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ({
    userId: 1,
    profile: 'admin',
    super: false,
    planFlags: { useSchedules: true },
  }),
}

function renderDialog(path: string, calls: Call[], signOption: string) {
  const http = fakeApi(calls, signOption)
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <ServicesContext.Provider value={{ http } as unknown as Services}>
        <AdminContext
          i18nProvider={i18nProvider}
          authProvider={authProvider}
          dataProvider={createDataProvider('/api', http)}
        >
          <ResourceContextProvider value="schedules">
            <Routes>
              <Route path="/schedules/create" element={<ScheduleCreate />} />
              <Route path="/schedules/:id" element={<ScheduleEdit />} />
              <Route path="/schedules" element={<output>lista</output>} />
            </Routes>
          </ResourceContextProvider>
          <Notification />
        </AdminContext>
      </ServicesContext.Provider>
    </TestMemoryRouter>,
  )
}

/** A label as the form shows it, with the asterisk of a required field. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`)
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(labelled(label))

const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } })

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }))
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

const selected = (label: string) => screen.getByRole('combobox', { name: label }).textContent

describe('schedule dialog', () => {
  it('starts with the defaults of inbox.md §9, refuses a gif, sends the repeat and then the png', async () => {
    const calls: Call[] = []
    const before = Date.now()
    renderDialog('/schedules/create?contactId=5', calls, 'enabled')
    await screen.findByLabelText(labelled('Valor do intervalo'))
    await waitFor(() => expect(input('Contato').value).toBe('Maria Souza'))
    expect(selected('Intervalo')).toBe('Dias')
    expect(selected('Em dias não úteis')).toBe('Enviar normalmente')
    expect(selected('Status do ticket')).toBe('Fechado')
    expect(input('Valor do intervalo').value).toBe('0')
    expect(input('Quantas vezes enviar').value).toBe('1')
    expect(input('Abrir ticket').checked).toBe(true)
    // The company lets attendants sign: the switch shows, off.
    expect((await screen.findByLabelText<HTMLInputElement>('Assinar com o nome do atendente')).checked).toBe(
      false,
    )

    fireEvent.change(input('Mensagem'), { target: { value: 'Lembrete da consulta' } })
    choose('Imagem: Anexar arquivo', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }))
    await screen.findByText('Use somente imagens png, jpg ou jpeg')
    expect(screen.getByTestId('attachment-name').textContent).toBe('Nenhum arquivo anexado')
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' })
    choose('Imagem: Anexar arquivo', png)
    await screen.findByText('foto.png')

    await pick('Intervalo', 'Semanas')
    await pick('Em dias não úteis', 'Enviar um dia útil depois')
    fireEvent.change(input('Valor do intervalo'), { target: { value: '2' } })
    fireEvent.change(input('Quantas vezes enviar'), { target: { value: '1.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await screen.findByText('Deve ser um número inteiro')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    fireEvent.change(input('Quantas vezes enviar'), { target: { value: '4' } })
    await waitFor(() => expect(screen.queryByText('Deve ser um número inteiro')).toBeNull())
    // The save button waits while the form checks the new value.
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar' }).disabled).toBe(false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await screen.findByText('lista')

    const writes = calls.filter((call) => call.method !== 'GET')
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/schedules',
      'POST /api/schedules/7/media-upload',
    ])
    const sent = JSON.parse(writes[0]!.body as string)
    expect(sent).toEqual({
      body: 'Lembrete da consulta',
      contactId: 5,
      sendAt: expect.any(String),
      openTicket: 'enabled',
      statusTicket: 'closed',
      ticketUserId: null,
      queueId: null,
      whatsappId: null,
      intervalo: 2,
      valorIntervalo: 2,
      enviarQuantasVezes: 4,
      tipoDias: 6,
      assinar: false,
    })
    // An hour from when the dialog opened, to the minute.
    const sendAt = Date.parse(sent.sendAt)
    expect(sendAt).toBeGreaterThan(before + 58 * 60_000)
    expect(sendAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000)
    expect((writes[1]!.body as FormData).get('file')).toBeInstanceOf(File)
    expect(((writes[1]!.body as FormData).get('file') as File).name).toBe('foto.png')
  })

  it("shows a schedule's stored image by name and removes it on save, keeping its other fields", async () => {
    const calls: Call[] = []
    renderDialog('/schedules/7', calls, 'disabled')
    await waitFor(() => expect(screen.getByTestId('attachment-name').textContent).toBe('cartaz.png'))
    await waitFor(() => expect(selected('Fila')).toBe('Suporte'))
    await waitFor(() => expect(selected('Conexão')).toBe('Recepção'))
    await waitFor(() => expect(input('Atendente do ticket').value).toBe('Ana Atendente'))
    expect(selected('Intervalo')).toBe('Meses')
    expect(selected('Em dias não úteis')).toBe('Enviar um dia útil antes')
    expect(selected('Status do ticket')).toBe('Aberto')
    expect(input('Abrir ticket').checked).toBe(false)
    // The company does not sign messages: no switch, the stored value is kept.
    expect(screen.queryByLabelText('Assinar com o nome do atendente')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Remover' }))
    await screen.findByText('(O arquivo atual será removido ao salvar)')
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await screen.findByText('lista')

    const writes = calls.filter((call) => call.method !== 'GET')
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/schedules/7',
      'DELETE /api/schedules/7/media-upload',
    ])
    expect(JSON.parse(writes[0]!.body as string)).toEqual({
      body: 'Sua consulta é amanhã',
      contactId: 5,
      sendAt: '2026-11-25T13:30:00.000Z',
      openTicket: 'disabled',
      statusTicket: 'open',
      ticketUserId: 2,
      queueId: 3,
      whatsappId: 4,
      intervalo: 3,
      valorIntervalo: 1,
      enviarQuantasVezes: 6,
      tipoDias: 5,
      assinar: true,
    })
  })
})

describe('schedule payload', () => {
  it('sends only what POST/PUT /schedules accept, with the defaults for what is unset', () => {
    const file = { rawFile: new File(['x'], 'foto.jpg', { type: 'image/jpeg' }) }
    expect(
      schedulePayload({
        ...stored,
        queueId: '',
        whatsappId: undefined,
        ticketUserId: null,
        valorIntervalo: null,
        enviarQuantasVezes: undefined,
        intervalo: undefined,
        tipoDias: '',
        openTicket: undefined,
        statusTicket: undefined,
        assinar: undefined,
        mediaPath: file,
      }),
    ).toEqual({
      body: 'Sua consulta é amanhã',
      contactId: 5,
      sendAt: '2026-11-25T13:30:00.000Z',
      openTicket: 'enabled',
      statusTicket: 'closed',
      ticketUserId: null,
      queueId: null,
      whatsappId: null,
      intervalo: 1,
      valorIntervalo: 0,
      enviarQuantasVezes: 1,
      tipoDias: 4,
      assinar: false,
      mediaPath: file,
    })
  })

  it('defaults a new schedule to an hour from now, on the minute', () => {
    expect(scheduleDefaults(new Date('2026-11-25T13:47:31.250Z'))).toEqual({
      sendAt: '2026-11-25T14:47:00.000Z',
      openTicket: 'enabled',
      statusTicket: 'closed',
      intervalo: 1,
      valorIntervalo: 0,
      enviarQuantasVezes: 1,
      tipoDias: 4,
      assinar: false,
    })
  })
})
