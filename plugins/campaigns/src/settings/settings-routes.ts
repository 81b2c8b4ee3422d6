import type { PluginRoutes } from '@atendo/plugin-api'
import { Type } from 'typebox'
import {
  CampaignSettingsSchema,
  readCampaignSettings,
  settingKeys,
  settingOptions,
} from './campaign-settings.ts'

const tags = ['campaigns']
const access = { access: { profile: 'admin' as const, planFlag: 'useCampaigns' } }
const SettingRow = Type.Object({ key: Type.String(), value: Type.String({ description: 'JSON text' }) })

/** GET /campaign-settings (key/value rows) and POST /campaign-settings (the settings object). */
export const settingsRoutes: PluginRoutes = async (fastify) => {
  fastify.get(
    '/campaign-settings',
    {
      config: access,
      schema: {
        tags,
        summary:
          "The company's campaign settings as key/value rows (values are JSON text; defaults filled in)",
        response: { 200: Type.Array(SettingRow) },
      },
    },
    async (request) => {
      const settings = await readCampaignSettings(request.em, request.caller.companyId)
      return settingKeys.map((key) => ({ key, value: JSON.stringify(settings[key]) }))
    },
  )

  fastify.get(
    '/campaign-settings/options',
    {
      config: access,
      schema: {
        tags,
        summary: 'The values each interval setting may take (administration.md §9)',
        response: {
          200: Type.Object({
            messageInterval: Type.Array(Type.Integer()),
            longerIntervalAfter: Type.Array(Type.Integer()),
            greaterInterval: Type.Array(Type.Integer()),
          }),
        },
      },
    },
    async () => ({
      messageInterval: [...settingOptions.messageInterval],
      longerIntervalAfter: [...settingOptions.longerIntervalAfter],
      greaterInterval: [...settingOptions.greaterInterval],
    }),
  )

  fastify.post(
    '/campaign-settings',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Save campaign settings: { settings: { messageInterval, ... } } (keys left out keep their value)',
        body: Type.Object({ settings: CampaignSettingsSchema }),
        response: { 200: Type.Array(SettingRow) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      await request.em.transactional(async (tx) => {
        for (const [key, value] of Object.entries(request.body.settings)) {
          if (value === undefined) continue
          await tx.execute(
            `insert into campaigns_settings (company_id, key, value) values (?, ?, ?)
             on conflict (company_id, key) do update set value = excluded.value, updated_at = now()`,
            [companyId, key, JSON.stringify(value)],
          )
        }
      })
      const settings = await readCampaignSettings(request.em, companyId)
      return settingKeys.map((key) => ({ key, value: JSON.stringify(settings[key]) }))
    },
  )
}
