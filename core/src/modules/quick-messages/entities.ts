import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/** A quick reply, chosen in the inbox by typing '/' (administration.md §3 Quick message). */
export const QuickMessage = defineEntity({
  name: 'QuickMessage',
  tableName: 'quick_messages',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    shortcode: p.string().length(100),
    message: p.text().default(''),
    mediaPath: p.string().length(500).nullable(),
    mediaName: p.string().length(255).nullable(),
    /** Shared with every user of the company. */
    geral: p.boolean().default(false),
    /** Visible to others (read-only for non-owners when not general). */
    visao: p.boolean().default(true),
    status: p.boolean().default(true),
    userId: p.integer().nullable(),
    ...timestampColumns,
  },
})
export type IQuickMessage = InferEntity<typeof QuickMessage>
