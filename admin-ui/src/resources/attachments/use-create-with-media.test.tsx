// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { AdminContext, HttpError, Notification, ResourceContextProvider } from 'react-admin'
import { useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { MediaUploadError } from '../../api/data-provider.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { useCreateWithMedia } from './use-create-with-media.ts'

afterEach(() => {
  cleanup()
  // The admin's router follows the window's location, which outlives each render.
  window.history.replaceState(null, '', '/')
})

function Probe({ error }: { error: unknown }) {
  const { onError } = useCreateWithMedia()
  const location = useLocation()
  return (
    <>
      <button type="button" onClick={() => onError(error)}>
        falhar
      </button>
      <output>{location.pathname}</output>
    </>
  )
}

function renderProbe(error: unknown) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="connections">
        <Probe error={error} />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'falhar' }))
}

describe('creating a record with a file', () => {
  it('opens the saved record when only its file was refused, saying why', async () => {
    const refused = new HttpError('atendo.errors.ERR_VALIDATION', 400, { error: 'ERR_VALIDATION' })
    renderProbe(new MediaUploadError({ id: 12, name: 'Recepção' }, refused))
    await screen.findByText('Registro salvo, mas o arquivo não foi enviado: Verifique os campos destacados.')
    expect(screen.getByRole('status').textContent).toBe('/connections/12')
  })

  it('reports any other failure as react-admin does, staying on the page', async () => {
    renderProbe(new HttpError('atendo.errors.ERR_VALIDATION', 400, {}))
    await screen.findByText('Verifique os campos destacados.')
    expect(screen.getByRole('status').textContent).toBe('/')
  })
})
