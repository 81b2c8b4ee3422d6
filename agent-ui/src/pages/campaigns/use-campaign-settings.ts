import type { ApiAnswer, ApiBody } from '@atendo/sdk'
import { useQuery } from '@tanstack/react-query'
import { atendo, dataOf } from '../../api/atendo.ts'
import { campaignKeys } from '../../api/query-keys/campaign-keys.ts'

/** The values each setting may take (GET /campaign-settings/options). */
export type CampaignSettingOptions = ApiAnswer<'get', '/api/campaign-settings/options'>

/** The settings as POST /campaign-settings takes them, each one present (GET fills the defaults). */
export type CampaignSettings = Required<ApiBody<'post', '/api/campaign-settings'>['settings']>

/** The key/value rows of GET /campaign-settings (values are JSON text, defaults filled in). */
export function settingsOf(rows: { key: string; value: string }[]): CampaignSettings {
  const read = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]))
  return read as unknown as CampaignSettings
}

/** The saved settings and the values each may take, read together. */
async function readSettings(): Promise<{ settings: CampaignSettings; options: CampaignSettingOptions }> {
  const [rows, options] = await Promise.all([
    dataOf(atendo.GET('/api/campaign-settings')),
    dataOf(atendo.GET('/api/campaign-settings/options')),
  ])
  return { settings: settingsOf(rows), options }
}

/**
 * The company's campaign settings (the settings page edits them, the campaign dialog offers their
 * custom variables), read once per screen that shows them.
 */
export function useCampaignSettings() {
  return useQuery({ queryKey: campaignKeys.settings, queryFn: readSettings })
}
