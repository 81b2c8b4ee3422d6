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
  TEST_ADMIN,
  type TestApp,
} from '../../testing/index.ts'

/** A plugin with a feature of its own, sold only on the plans the super admin switches it on for. */
const widgetsPlugin = definePlugin({
  id: 'widgets',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ plans, http, ui }) {
    plans.flag({ key: 'useWidgets', default: false, label: 'Widgets', labels: { pt: 'Widgets' } })
    http.routes(async (fastify) => {
      fastify.get(
        '/widgets',
        {
          config: { access: { planFlag: 'useWidgets' } },
          schema: { response: { 200: Type.Object({ widgets: Type.Array(Type.String()) }) } },
        },
        async () => ({ widgets: ['clock'] }),
      )
    })
    ui.panel({
      app: 'admin',
      kind: 'resource',
      id: 'widgets',
      label: 'Widgets',
      path: '/widgets',
      planFlag: 'useWidgets',
    })
  },
})

/** A plugin with a route that names a flag nobody declared (a typo of useWidgets). */
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
              config: { access: { planFlag: 'useWidget' } },
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
          planFlag: 'useWidget',
        })
      }
    },
  })
}

describe('plan flags a plugin declares', () => {
  let testApp: TestApp
  let superAdmin: ApiClient
  let companyId: number
  let admin: ApiClient
  let otherPlanId: number
  let otherAdmin: ApiClient

  beforeAll(async () => {
    testApp = await startTestApp({ plugins: [widgetsPlugin] })
    superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const created = await superAdmin.post('/api/plans', { name: 'Básico', amount: 49 })
    expect(created.status).toBe(201)
    otherPlanId = created.body.id
    companyId = await createCompany(testApp, { name: 'Widgets Ltda', planId: 1 })
    admin = await new ApiClient(testApp.url).login(await createUser(testApp, { companyId, profile: 'admin' }))
    const otherCompanyId = await createCompany(testApp, { name: 'Básica Ltda', planId: otherPlanId })
    otherAdmin = await new ApiClient(testApp.url).login(
      await createUser(testApp, { companyId: otherCompanyId, profile: 'admin' }),
    )
  })
  afterAll(() => testApp.close())

  it('lists the declared flags with their plugin, default and labels', async () => {
    const flags = await superAdmin.get('/api/plans/plugin-flags')
    expect(flags.status).toBe(200)
    expect(flags.body).toEqual([
      { key: 'useWidgets', pluginId: 'widgets', default: false, label: 'Widgets', labels: { pt: 'Widgets' } },
    ])
    expect((await admin.get('/api/plans/plugin-flags')).body.error).toBe('ERR_SUPER_ONLY')
  })

  it("refuses the plugin's route to a company whose plan lacks the flag, as a core flag is refused", async () => {
    const refused = await admin.get('/api/widgets')
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_PLAN_FEATURE_DISABLED')

    const listPlan = await admin.get(`/api/companies/listPlan/${companyId}`)
    expect(listPlan.status).toBe(200)
    expect(listPlan.body.plan.pluginFlags).toEqual({ useWidgets: false })
    expect(listPlan.body.plan.useCampaigns).toBe(true)

    const ui = await admin.get('/api/plugins/ui')
    expect(ui.body.panels.map((panel: { id: string }) => panel.id)).toEqual([])
    expect(ui.body.refused).toEqual([
      { app: 'admin', kind: 'resource', id: 'widgets', path: '/widgets', planFlag: 'useWidgets' },
    ])
  })

  it('allows it once the super admin switches the flag on for that plan, and only that plan', async () => {
    const before = await superAdmin.get('/api/plans/1')
    const changed = await superAdmin.put('/api/plans/1', {
      name: before.body.name,
      pluginFlags: { useWidgets: true },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.pluginFlags).toEqual({ useWidgets: true })
    // Core's flags are columns of their own and stay as they were.
    const { pluginFlags: _changed, ...coreBefore } = before.body
    const { pluginFlags: _after, ...coreAfter } = changed.body
    expect(coreAfter).toEqual(coreBefore)

    const allowed = await admin.get('/api/widgets')
    expect(allowed.status).toBe(200)
    expect(allowed.body).toEqual({ widgets: ['clock'] })
    expect((await admin.get(`/api/companies/listPlan/${companyId}`)).body.plan.pluginFlags).toEqual({
      useWidgets: true,
    })
    expect((await admin.get('/api/plugins/ui')).body.panels.map((panel: { id: string }) => panel.id)).toEqual(
      ['widgets'],
    )

    expect((await otherAdmin.get('/api/widgets')).body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
    const plans = await superAdmin.get('/api/plans/all')
    expect(
      plans.body.map((plan: { id: number; pluginFlags: object }) => [plan.id, plan.pluginFlags]),
    ).toEqual([
      [1, { useWidgets: true }],
      [otherPlanId, { useWidgets: false }],
    ])
  })

  it('keeps a flag the super admin leaves out of a change, and refuses flags no plugin declares', async () => {
    const kept = await superAdmin.put('/api/plans/1', { name: 'Plano 1', useKanban: false })
    expect(kept.status).toBe(200)
    expect(kept.body.useKanban).toBe(false)
    expect(kept.body.pluginFlags).toEqual({ useWidgets: true })

    const unknown = await superAdmin.put('/api/plans/1', {
      name: 'Plano 1',
      pluginFlags: { useGadgets: true },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe('ERR_VALIDATION')
    expect(unknown.body.fields).toContainEqual(
      expect.objectContaining({
        field: 'pluginFlags',
        message: 'property names useGadgets are invalid',
      }),
    )
    expect((await superAdmin.get('/api/plans/1')).body.pluginFlags).toEqual({ useWidgets: true })
  })

  it('stores the flag given when a plan is created', async () => {
    const created = await superAdmin.post('/api/plans', {
      name: 'Completo',
      pluginFlags: { useWidgets: true },
    })
    expect(created.status).toBe(201)
    expect(created.body.pluginFlags).toEqual({ useWidgets: true })
    expect((await superAdmin.get(`/api/plans/${created.body.id}`)).body.pluginFlags).toEqual({
      useWidgets: true,
    })
  })
})

describe('plan flags refused at boot, naming the plugin', () => {
  it('refuses a route that names a flag neither core nor a plugin declares', async () => {
    const error = await bootFailure({ plugins: [widgetsPlugin, typoPlugin('route')] })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as PluginLoadError).pluginId).toBe('widgets-typo')
    expect((error as Error).message).toBe(
      'plugin "widgets-typo": route GET /api/gadgets needs plan flag "useWidget", which neither core nor a loaded plugin declares',
    )
  })

  it('refuses a UI panel that names an undeclared flag', async () => {
    const error = await bootFailure({ plugins: [widgetsPlugin, typoPlugin('panel')] })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as Error).message).toBe(
      'plugin "widgets-typo": panel "gadgets" needs plan flag "useWidget", which neither core nor a loaded plugin declares',
    )
  })

  it("refuses a flag that is one of core's, or another plugin's", async () => {
    const coreKey = definePlugin({
      id: 'kanban-again',
      version: '1.0.0',
      contract: '^2.0.0',
      register({ plans }) {
        plans.flag({ key: 'useKanban', default: true, label: 'Kanban' })
      },
    })
    expect((await bootFailure({ plugins: [coreKey] })) as Error).toMatchObject({
      pluginId: 'kanban-again',
      message: `plugin "kanban-again": plan flag "useKanban" is one of core's flags`,
    })

    const copycat = definePlugin({
      id: 'widgets-copycat',
      version: '1.0.0',
      contract: '^2.0.0',
      register({ plans }) {
        plans.flag({ key: 'useWidgets', default: true, label: 'Widgets' })
      },
    })
    expect((await bootFailure({ plugins: [widgetsPlugin, copycat] })) as Error).toMatchObject({
      pluginId: 'widgets-copycat',
      message: 'plugin "widgets-copycat": plan flag "useWidgets" is already declared by plugin "widgets"',
    })
  })
})
