import { definePlugin } from '@atendo/plugin-api'
import { createAnnouncer } from './announce.ts'
import { Announcement } from './entities.ts'
import { ANNOUNCEMENT_IMAGE_MAX_BYTES, announcementMediaRoutes } from './media-routes.ts'
import { CreateAnnouncements } from './migrations/20261122035600-create-announcements.ts'
import { announcementRoutes } from './routes.ts'

/**
 * Announcements (administration.md "Announcements"): notices the super admin publishes to every
 * company, with an optional image, written only against the plugin API.
 */
export default definePlugin({
  id: 'announcements',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ entities, migrations, http, realtime, storage, ui }) {
    entities([Announcement])
    migrations([{ name: '20261122035600-announcements-create', class: CreateAnnouncements }])
    const announce = createAnnouncer(realtime)
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
          required: true,
        },
        {
          source: 'text',
          label: 'Texto',
          labels: { pt: 'Texto', en: 'Text', es: 'Texto', tr: 'Metin' },
          type: 'longtext',
          required: true,
        },
        {
          source: 'priority',
          label: 'Prioridade',
          labels: { pt: 'Prioridade', en: 'Priority', es: 'Prioridad', tr: 'Öncelik' },
          type: 'select',
          required: true,
          // Low, as the routes store an announcement sent without one (administration.md §9).
          defaultValue: 3,
          choices: [
            { id: 1, label: 'Alta', labels: { pt: 'Alta', en: 'High', es: 'Alta', tr: 'Yüksek' } },
            { id: 2, label: 'Média', labels: { pt: 'Média', en: 'Medium', es: 'Media', tr: 'Orta' } },
            { id: 3, label: 'Baixa', labels: { pt: 'Baixa', en: 'Low', es: 'Baja', tr: 'Düşük' } },
          ],
        },
        {
          source: 'status',
          label: 'Ativo',
          labels: { pt: 'Ativo', en: 'Active', es: 'Activo', tr: 'Etkin' },
          type: 'boolean',
          defaultValue: true,
        },
        {
          source: 'mediaUrl',
          label: 'Imagem',
          labels: { pt: 'Imagem', en: 'Image', es: 'Imagen', tr: 'Görsel' },
          type: 'image',
          upload: {
            path: '/announcements/{id}/media-upload',
            accept: ['image/png', 'image/jpeg'],
            maxBytes: ANNOUNCEMENT_IMAGE_MAX_BYTES,
            nameSource: 'mediaName',
          },
        },
      ],
    })
  },
})
