import { timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

export const Plan = defineEntity({
  name: 'Plan',
  tableName: 'plans',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100).unique(),
    amount: p.decimal('number').precision(12).scale(2).default(0),
    users: p.integer().default(0),
    connections: p.integer().default(0),
    queues: p.integer().default(0),
    isPublic: p.boolean().default(true),
    useWhatsapp: p.boolean().default(true),
    useFacebook: p.boolean().default(true),
    useInstagram: p.boolean().default(true),
    useCampaigns: p.boolean().default(true),
    useSchedules: p.boolean().default(true),
    useInternalChat: p.boolean().default(true),
    useExternalApi: p.boolean().default(true),
    useKanban: p.boolean().default(true),
    useOpenAi: p.boolean().default(true),
    useIntegrations: p.boolean().default(true),
    /** Values of plugins' plan flags by key; a key left out means the plugin's default. */
    pluginFlags: p.json<Record<string, boolean>>().onCreate(() => ({})),
    ...timestampColumns,
  },
})
export type IPlan = InferEntity<typeof Plan>
