import { profiles, tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

const toggle = () => p.enum(['enabled', 'disabled'] as const).default('disabled')

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    name: p.string().length(100),
    email: p.string().length(255).unique(),
    passwordHash: p.string().length(255).hidden().lazy(),
    profile: p.enum(profiles).default('user'),
    super: p.boolean().default(false),
    profileImage: p.string().length(255).nullable(),
    startWork: p.string().length(5).default('00:00'),
    endWork: p.string().length(5).default('23:59'),
    farewellMessage: p.text().nullable(),
    whatsappId: p.integer().nullable(),
    allTicket: toggle(),
    allowGroup: toggle(),
    allHistoric: toggle(),
    allUserChat: toggle(),
    userClosePendingTicket: toggle(),
    showDashboard: toggle(),
    allowRealTime: toggle(),
    allowConnections: toggle(),
    /** Values of plugins' permissions by key (`permissions.switch()`); a key left out means the plugin's default. */
    pluginPermissions: p.json<Record<string, boolean>>().onCreate(() => ({})),
    defaultTheme: p.enum(['light', 'dark'] as const).default('light'),
    defaultMenu: p.enum(['open', 'closed'] as const).default('open'),
    defaultTicketsManagerWidth: p.integer().default(1100),
    color: p.string().length(9).nullable(),
    online: p.boolean().default(false),
    lastSeenAt: p.datetime().nullable(),
    ...timestampColumns,
  },
})
export type IUser = InferEntity<typeof User>
