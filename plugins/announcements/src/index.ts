import { definePlugin } from '@atendo/core/plugin-api'
import { createAnnouncer } from './announce.ts'
import { Announcement } from './entities.ts'
import { announcementMediaRoutes } from './media-routes.ts'
import { CreateAnnouncements } from './migrations/20261122035600-create-announcements.ts'
import { announcementRoutes } from './routes.ts'

/**
 * Announcements (administration.md "Announcements"): notices the super admin publishes to every
 * company, with an optional image, written only against the plugin API.
 */
export default definePlugin({
  id: 'announcements',
  version: '1.0.0',
  register({ entities, migrations, http, realtime, db, storage, ui }) {
    entities([Announcement])
    migrations([{ name: '20261122035600-announcements-create', class: CreateAnnouncements }])
    const announce = createAnnouncer(db, realtime)
    http.routes(announcementRoutes, { storage, announce })
    http.routes(announcementMediaRoutes, { storage, announce })
    ui.panel({
      app: 'admin',
      kind: 'resource',
      id: 'announcements',
      label: 'Informativos',
      labels: { pt: 'Informativos', en: 'Announcements', es: 'Comunicados', tr: 'Duyurular' },
      path: '/announcements',
      icon: 'announcement',
      superOnly: true,
      fields: [
        {
          source: 'title',
          label: 'Título',
          labels: { pt: 'Título', en: 'Title', es: 'Título', tr: 'Başlık' },
          type: 'text',
        },
        {
          source: 'text',
          label: 'Texto',
          labels: { pt: 'Texto', en: 'Text', es: 'Texto', tr: 'Metin' },
          type: 'longtext',
        },
        {
          source: 'priority',
          label: 'Prioridade (1 alta, 2 média, 3 baixa)',
          labels: {
            pt: 'Prioridade (1 alta, 2 média, 3 baixa)',
            en: 'Priority (1 high, 2 medium, 3 low)',
            es: 'Prioridad (1 alta, 2 media, 3 baja)',
            tr: 'Öncelik (1 yüksek, 2 orta, 3 düşük)',
          },
          type: 'number',
        },
        {
          source: 'status',
          label: 'Ativo',
          labels: { pt: 'Ativo', en: 'Active', es: 'Activo', tr: 'Etkin' },
          type: 'boolean',
        },
      ],
    })
  },
})
