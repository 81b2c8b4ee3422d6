import { channelProviders, definePlugin } from '@atendo/core/plugin-api'
import { WhatsAppAuthKey, WhatsAppMessageKey, WhatsAppSessionLease, WhatsAppSessionMark } from './entities.ts'
import { CreateWhatsAppSessions } from './migrations/20261122040000-create-whatsapp-sessions.ts'
import { CreateWhatsAppSessionMarks } from './migrations/20261122040100-create-whatsapp-session-marks.ts'
import { CreateWhatsAppMessageKeys } from './migrations/20261122040200-create-whatsapp-message-keys.ts'
import { createWhatsAppProvider } from './provider.ts'
import { sqlOverOrm } from './session-sql.ts'
import { baileysSocketOpener } from './socket/baileys-socket.ts'

/**
 * The WhatsApp channel on Baileys: sessions whose keys live in PostgreSQL, each run by exactly one
 * worker (a lease), inbound messages mapped to the channel contract, and outbound sending.
 */
export default definePlugin({
  id: 'channel-whatsapp',
  version: '1.0.0',
  register({ entities, migrations, extensions, db, storage, log }) {
    entities([WhatsAppAuthKey, WhatsAppSessionLease, WhatsAppSessionMark, WhatsAppMessageKey])
    migrations([
      { name: '20261122040000-channel-whatsapp-sessions', class: CreateWhatsAppSessions },
      { name: '20261122040100-channel-whatsapp-session-marks', class: CreateWhatsAppSessionMarks },
      { name: '20261122040200-channel-whatsapp-message-keys', class: CreateWhatsAppMessageKeys },
    ])
    // Baileys logs every frame at debug and info; warnings and errors are what an operator needs
    // (a quieter app level, e.g. silent in tests, stays as it is).
    const quieter = ['error', 'fatal', 'silent'].includes(log.level) ? log.level : 'warn'
    const baileysLog = log.child({ component: 'baileys' }, { level: quieter })
    const provider = createWhatsAppProvider({
      sql: sqlOverOrm(() => db.platform()),
      storage,
      openSocket: baileysSocketOpener(baileysLog),
      log,
    })
    extensions.provide(channelProviders, provider)
  },
})
