import { definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PluginLoadError } from '../../kernel/plugin-host/plugin-errors.ts'
import {
  ApiClient,
  bootFailure,
  createCompany,
  createUser,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../testing/index.ts'

const WidgetsSchema = Type.Object({ widgets: Type.Array(Type.String()) })

/**
 * A plugin with two per-user permissions: using widgets (off until an admin gives it) and exporting
 * them (on unless an admin takes it away), each guarding a route; its admin screen needs the first.
 */
const widgetsPlugin = definePlugin({
  id: 'widgets',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ permissions, http, ui }) {
    permissions.switch({
      key: 'useWidgets',
      default: false,
      label: 'Widgets',
      labels: { pt: 'Usar widgets', es: 'Usar widgets' },
    })
    permissions.switch({ key: 'exportWidgets', default: true, label: 'Export widgets' })
    http.routes(async (fastify) => {
      const widgets = { schema: { response: { 200: WidgetsSchema } } }
      fastify.get('/widgets', { ...widgets, config: { access: { permission: 'useWidgets' } } }, async () => ({
        widgets: ['clock'],
      }))
      fastify.get(
        '/widgets/export',
        { ...widgets, config: { access: { permission: 'exportWidgets' } } },
        async () => ({ widgets: ['clock.csv'] }),
      )
      fastify.get(
        '/widgets/audit',
        { ...widgets, config: { access: { permission: 'useWidgets', adminsToo: true } } },
        async () => ({ widgets: [] }),
      )
      // A core switch is named the same way.
      fastify.get(
        '/widgets/history',
        { ...widgets, config: { access: { permission: 'allHistoric' } } },
        async () => ({ widgets: [] }),
      )
    })
    ui.panel({
      app: 'admin',
      kind: 'resource',
      id: 'widgets',
      label: 'Widgets',
      path: '/widgets',
      permission: 'useWidgets',
    })
  },
})

describe('per-user permissions a plugin declares', () => {
  let testApp: TestApp
  let companyId: number
  let admin: ApiClient
  let attendant: TestUser
  let plainUser: ApiClient

  beforeAll(async () => {
    testApp = await startTestApp({ plugins: [widgetsPlugin] })
    companyId = await createCompany(testApp, { name: 'Widgets Ltda' })
    admin = await new ApiClient(testApp.url).login(await createUser(testApp, { companyId, profile: 'admin' }))
    attendant = await createUser(testApp, { companyId, name: 'Ana' })
    plainUser = await new ApiClient(testApp.url).login(attendant)
  })
  afterAll(() => testApp.close())

  it('lists the declared permissions with their plugin, default and labels to admins', async () => {
    const declared = await admin.get('/api/users/plugin-permissions')
    expect(declared.status).toBe(200)
    expect(declared.body).toEqual([
      {
        key: 'useWidgets',
        pluginId: 'widgets',
        default: false,
        label: 'Widgets',
        labels: { pt: 'Usar widgets', es: 'Usar widgets' },
      },
      { key: 'exportWidgets', pluginId: 'widgets', default: true, label: 'Export widgets' },
    ])
    expect((await plainUser.get('/api/users/plugin-permissions')).body.error).toBe('ERR_NO_PERMISSION')
  })

  it("refuses a plain user the plugin's route while the permission is off, as a core switch is refused", async () => {
    const refused = await plainUser.get('/api/widgets')
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_NO_PERMISSION')
    expect((await plainUser.get('/api/widgets/history')).body.error).toBe('ERR_NO_PERMISSION')
    // A permission on by default needs nothing from the admin.
    expect((await plainUser.get('/api/widgets/export')).body).toEqual({ widgets: ['clock.csv'] })

    const ui = await plainUser.get('/api/plugins/ui')
    expect(ui.body.panels).toEqual([])
    expect(ui.body.refused).toEqual([
      { app: 'admin', kind: 'resource', id: 'widgets', path: '/widgets', permission: 'useWidgets' },
    ])

    const me = await plainUser.get('/api/auth/me')
    expect(me.body.pluginPermissions).toEqual({ useWidgets: false, exportWidgets: true })
    expect(me.body.allHistoric).toBe('disabled')
  })

  it('lets admins through without the permission, unless the route says adminsToo', async () => {
    expect((await admin.get('/api/widgets')).body).toEqual({ widgets: ['clock'] })
    expect((await admin.get('/api/widgets/history')).status).toBe(200)
    const audit = await admin.get('/api/widgets/audit')
    expect(audit.status).toBe(403)
    expect(audit.body.error).toBe('ERR_NO_PERMISSION')
    expect((await admin.get('/api/plugins/ui')).body.panels.map((panel: { id: string }) => panel.id)).toEqual(
      ['widgets'],
    )
  })

  it('does not let a plain user switch a permission on for themselves', async () => {
    const refused = await plainUser.put(`/api/users/${attendant.id}`, {
      pluginPermissions: { useWidgets: true },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_NO_PERMISSION')
    expect(refused.body.fields).toMatchObject([
      { field: 'pluginPermissions', message: 'may be changed only by an admin' },
    ])

    // Their own form sent back as it was (permissions unchanged) is not a change of permissions.
    const renamed = await plainUser.put(`/api/users/${attendant.id}`, {
      name: 'Ana Lima',
      pluginPermissions: { useWidgets: false, exportWidgets: true },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.pluginPermissions).toEqual({ useWidgets: false, exportWidgets: true })
    expect((await plainUser.get('/api/widgets')).body.error).toBe('ERR_NO_PERMISSION')
  })

  it('opens the route once an admin switches the permission on for that user, and only that user', async () => {
    const changed = await admin.put(`/api/users/${attendant.id}`, { pluginPermissions: { useWidgets: true } })
    expect(changed.status).toBe(200)
    // The permission left out keeps its value (the default).
    expect(changed.body.pluginPermissions).toEqual({ useWidgets: true, exportWidgets: true })
    expect(changed.body.allHistoric).toBe('disabled')

    expect((await plainUser.get('/api/widgets')).body).toEqual({ widgets: ['clock'] })
    expect(
      (await plainUser.get('/api/plugins/ui')).body.panels.map((panel: { id: string }) => panel.id),
    ).toEqual(['widgets'])
    expect((await plainUser.get('/api/auth/me')).body.pluginPermissions).toEqual({
      useWidgets: true,
      exportWidgets: true,
    })
    expect((await admin.get(`/api/users/${attendant.id}`)).body.pluginPermissions).toEqual({
      useWidgets: true,
      exportWidgets: true,
    })

    const colleague = await createUser(testApp, { companyId })
    const colleagueClient = await new ApiClient(testApp.url).login(colleague)
    expect((await colleagueClient.get('/api/widgets')).body.error).toBe('ERR_NO_PERMISSION')
    const list = await admin.get('/api/users/')
    expect(
      Object.fromEntries(
        list.body.users.map((user: { id: number; pluginPermissions: object }) => [
          user.id,
          user.pluginPermissions,
        ]),
      ),
    ).toMatchObject({
      [attendant.id]: { useWidgets: true, exportWidgets: true },
      [colleague.id]: { useWidgets: false, exportWidgets: true },
    })
  })

  it('gives the session user its permissions at login', async () => {
    const login = await new ApiClient(testApp.url).post('/api/auth/login', {
      email: attendant.email,
      password: attendant.password,
    })
    expect(login.status).toBe(200)
    expect(login.body.user.pluginPermissions).toEqual({ useWidgets: true, exportWidgets: true })
  })

  it('takes a permission away, and stores those given when a user is created', async () => {
    const taken = await admin.put(`/api/users/${attendant.id}`, {
      pluginPermissions: { exportWidgets: false },
    })
    expect(taken.body.pluginPermissions).toEqual({ useWidgets: true, exportWidgets: false })
    const again = await new ApiClient(testApp.url).login(attendant)
    expect((await again.get('/api/widgets/export')).body.error).toBe('ERR_NO_PERMISSION')

    const created = await admin.post('/api/users', {
      name: 'Bruno',
      email: 'bruno@widgets.test',
      password: 'senha1',
      pluginPermissions: { useWidgets: true },
    })
    expect(created.status).toBe(201)
    expect(created.body.pluginPermissions).toEqual({ useWidgets: true, exportWidgets: true })
    const bruno = await new ApiClient(testApp.url).login({ email: 'bruno@widgets.test', password: 'senha1' })
    expect((await bruno.get('/api/widgets')).status).toBe(200)
  })

  it('refuses permissions no loaded plugin declares', async () => {
    for (const answer of [
      await admin.put(`/api/users/${attendant.id}`, { pluginPermissions: { useGadgets: true } }),
      await admin.post('/api/users', {
        name: 'Carla',
        email: 'carla@widgets.test',
        password: 'senha1',
        pluginPermissions: { allTicket: true },
      }),
    ]) {
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe('ERR_VALIDATION')
      expect(answer.body.fields).toContainEqual(
        expect.objectContaining({
          field: 'pluginPermissions',
          message: expect.stringMatching(/^property names (useGadgets|allTicket) are invalid$/),
        }),
      )
    }
    expect((await admin.get(`/api/users/${attendant.id}`)).body.pluginPermissions).toEqual({
      useWidgets: true,
      exportWidgets: false,
    })
  })
})

/** A plugin whose route or panel names a permission nobody declared (a typo of useWidgets). */
function typoPlugin(where: 'route' | 'panel') {
  return definePlugin({
    id: 'widgets-typo',
    version: '1.0.0',
    contract: '^2.0.0',
    register({ http, ui }) {
      if (where === 'route') {
        http.routes(async (fastify) => {
          fastify.get(
            '/gadgets',
            {
              config: { access: { permission: 'useWidget' } },
              schema: { response: { 200: Type.Object({}) } },
            },
            async () => ({}),
          )
        })
      } else {
        ui.panel({
          app: 'admin',
          kind: 'route',
          id: 'gadgets',
          label: 'Gadgets',
          path: '/gadgets',
          permission: 'useWidget',
        })
      }
    },
  })
}

/** A plugin that declares one permission, to try keys that must be refused. */
function declaring(id: string, key: string) {
  return definePlugin({
    id,
    version: '1.0.0',
    contract: '^2.0.0',
    register({ permissions }) {
      permissions.switch({ key, default: true, label: key })
    },
  })
}

describe('permissions refused at boot, naming the plugin', () => {
  it('refuses a route that names a permission neither core nor a plugin declares', async () => {
    const error = await bootFailure({ plugins: [widgetsPlugin, typoPlugin('route')] })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as PluginLoadError).pluginId).toBe('widgets-typo')
    expect((error as Error).message).toBe(
      'plugin "widgets-typo": route GET /api/gadgets needs permission "useWidget", which neither core nor a loaded plugin declares',
    )
  })

  it('refuses a UI panel that names an undeclared permission', async () => {
    const error = await bootFailure({ plugins: [widgetsPlugin, typoPlugin('panel')] })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as Error).message).toBe(
      'plugin "widgets-typo": panel "gadgets" needs permission "useWidget", which neither core nor a loaded plugin declares',
    )
  })

  it("refuses a permission that is one of core's switches, another plugin's, or not camelCase", async () => {
    expect(
      (await bootFailure({ plugins: [declaring('tickets-again', 'allTicket')] })) as Error,
    ).toMatchObject({
      pluginId: 'tickets-again',
      message: `plugin "tickets-again": permission "allTicket" is one of core's switches`,
    })
    expect(
      (await bootFailure({ plugins: [widgetsPlugin, declaring('widgets-copycat', 'useWidgets')] })) as Error,
    ).toMatchObject({
      pluginId: 'widgets-copycat',
      message: 'plugin "widgets-copycat": permission "useWidgets" is already declared by plugin "widgets"',
    })
    expect(
      (await bootFailure({ plugins: [declaring('widgets-kebab', 'use-widgets')] })) as Error,
    ).toMatchObject({
      pluginId: 'widgets-kebab',
      message:
        'plugin "widgets-kebab": permission "use-widgets" must be camelCase, up to 50 characters (e.g. "useWidgets")',
    })
  })
})
