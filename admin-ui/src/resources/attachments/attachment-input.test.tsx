// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { AdminContext, Form, Notification, type RaRecord, ResourceContextProvider } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { AttachmentInput } from './attachment-input.tsx'
import { greetingMediaRules } from './attachment-rules.ts'

afterEach(cleanup)

function renderForm(record: RaRecord, submitted: Record<string, unknown>[]) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="connections">
        <Form record={record} onSubmit={(values: Record<string, unknown>) => submitted.push(values)}>
          <AttachmentInput source="greetingMediaAttachment" rules={greetingMediaRules} />
          <button type="submit">enviar</button>
        </Form>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  )
}

const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } })

describe('attachment input', () => {
  it("shows the stored file's name, replaces it with a chosen image and removes it", async () => {
    const submitted: Record<string, unknown>[] = []
    renderForm({ id: 1, greetingMediaAttachment: 'company1/Xy7.png' }, submitted)
    expect(screen.getByText('Anexo da saudação')).toBeTruthy()
    expect(screen.getByTestId('attachment-name').textContent).toBe('Xy7.png')

    const video = new File(['v'], 'boas-vindas.mp4', { type: 'video/mp4' })
    choose('Anexo da saudação: Substituir', video)
    await screen.findByText('boas-vindas.mp4')
    expect(screen.getByText('(Enviado ao salvar)')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Remover' }))
    await screen.findByText('Nenhum arquivo anexado')
    expect(screen.getByText('(O arquivo atual será removido ao salvar)')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'enviar' }))
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(submitted[0]!.greetingMediaAttachment).toBeNull()
  })

  it('refuses a file that is neither an image nor a video, keeping the form as it was', async () => {
    const submitted: Record<string, unknown>[] = []
    renderForm({ id: 1, greetingMediaAttachment: null }, submitted)
    expect(screen.getByTestId('attachment-name').textContent).toBe('Nenhum arquivo anexado')
    choose(
      'Anexo da saudação: Anexar arquivo',
      new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }),
    )
    await screen.findByText('Use somente imagens ou vídeos')
    expect(screen.getByTestId('attachment-name').textContent).toBe('Nenhum arquivo anexado')

    const image = new File(['p'], 'logo.png', { type: 'image/png' })
    choose('Anexo da saudação: Anexar arquivo', image)
    await screen.findByText('logo.png')
    fireEvent.click(screen.getByRole('button', { name: 'enviar' }))
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(submitted[0]!.greetingMediaAttachment).toEqual({ rawFile: image })
  })
})
