import { definePlugin } from '@atendo/core/plugin-api'
import { Help } from './entities.ts'
import { CreateHelps } from './migrations/20261122010000-create-helps.ts'
import { helpRoutes } from './routes.ts'

/**
 * Help videos (administration.md "Plans and Help videos"): the kernel's first plugin, written
 * only against the plugin API.
 */
export default definePlugin({
  id: 'helps',
  version: '1.0.0',
  register({ entities, migrations, http, realtime, ui }) {
    entities([Help])
    migrations([{ name: '20261122010000-helps-create', class: CreateHelps }])
    http.routes(helpRoutes, { realtime })
    ui.panel({
      app: 'admin',
      kind: 'resource',
      id: 'helps',
      label: 'Help videos',
      path: '/helps',
      icon: 'help',
      superOnly: true,
      fields: [
        { source: 'title', label: 'Title', type: 'text' },
        { source: 'description', label: 'Description', type: 'longtext' },
        { source: 'video', label: 'Video code', type: 'text' },
      ],
    })
    ui.panel({ app: 'agent', kind: 'route', id: 'helps', label: 'Ajuda', path: '/helps', icon: 'help' })
  },
})
