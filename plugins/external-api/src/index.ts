import { definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { ExternalApiSend } from './entities.ts'
import { externalApiErrors } from './errors.ts'
import { CreateExternalApiSends } from './migrations/20261127140200-external-api-sends.ts'
import { sendRoutes } from './send-routes.ts'

/**
 * The external send API (administration.md §2 "External message API page", §7 "External API"):
 * `POST /api/messages/send`, authenticated by a connection's token, sends a text or files to a
 * phone number through that connection. Needs the plan flag `useExternalApi`. docs/external-api.md
 * describes it with curl examples; the inbox's /messages-api page documents it for users.
 */
export default definePlugin({
  id: 'external-api',
  version: '1.0.0',
  contract: '^2.0.0',
  config: Type.Object({
    sendsPerMinute: Type.Integer({ minimum: 1, maximum: 100_000, default: 60 }),
  }),
  register({ config, entities, migrations, http, errors, connections, messages, storage, db, ui }) {
    entities([ExternalApiSend])
    migrations([{ name: '20261127140200-external-api-sends', class: CreateExternalApiSends }])
    errors.declare(externalApiErrors)
    http.routes(sendRoutes, { connections, messages, storage, db, sendsPerMinute: config.sendsPerMinute })
    ui.panel({
      app: 'agent',
      kind: 'route',
      id: 'messages-api',
      label: 'API',
      labels: { pt: 'API', en: 'API', es: 'API', tr: 'API' },
      path: '/messages-api',
      icon: 'api',
      planFlag: 'useExternalApi',
    })
  },
})
