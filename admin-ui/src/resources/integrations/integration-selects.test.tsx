// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  ResourceContextProvider,
  SimpleForm,
  testDataProvider,
  usePermissions,
} from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import type { Permissions } from '../../api/permissions.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { FileListSelect, IntegrationSelect } from './integration-selects.tsx'

afterEach(cleanup)

/** Says when the user's permissions have been read, so a test can tell "not shown" from "not yet". */
function PermissionsRead() {
  const { isPending } = usePermissions()
  return isPending ? null : <p>permissions read</p>
}

function renderSelects(permissions: Partial<Permissions>) {
  const listed: string[] = []
  const lookups = testDataProvider({
    getList: async (resource) => {
      listed.push(resource)
      return { data: [{ id: 3, name: resource === 'files' ? 'Cardápio' : 'Typebot' }], total: 1 } as never
    },
    getMany: async () => ({ data: [] }) as never,
  })
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  }
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={lookups} authProvider={authProvider}>
      <ResourceContextProvider value="queues">
        <SimpleForm record={{ id: 1 }} toolbar={false}>
          <IntegrationSelect />
          <FileListSelect />
          <PermissionsRead />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  )
  return listed
}

describe("the queue's integration and file list pickers", () => {
  it('are offered when the plan allows integrations and the server runs the integrations plugin', async () => {
    const listed = renderSelects({ planFlags: { useIntegrations: true }, plugins: ['integrations'] })
    await screen.findByLabelText('Integração')
    await screen.findByLabelText('Lista de arquivos')
    await waitFor(() => expect(listed.sort()).toEqual(['files', 'queueIntegration']))
  })

  it('are not shown, nor their lists asked for (a 404), on a server without the integrations plugin', async () => {
    const listed = renderSelects({ planFlags: { useIntegrations: true }, plugins: ['helps'] })
    await screen.findByText('permissions read')
    expect(screen.queryByLabelText('Integração')).toBeNull()
    expect(screen.queryByLabelText('Lista de arquivos')).toBeNull()
    expect(listed).toEqual([])
  })
})
