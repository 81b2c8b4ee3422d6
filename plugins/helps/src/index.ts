import { definePlugin } from '@atendo/plugin-api'
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
  contract: '^2.0.0',
  register({ entities, migrations, http, realtime, ui }) {
    entities([Help])
    migrations([{ name: '20261122010000-helps-create', class: CreateHelps }])
    http.routes(helpRoutes, { realtime })
    ui.panel({
      app: 'admin',
      kind: 'resource',
      id: 'helps',
      label: 'Help videos',
      labels: { pt: 'Vídeos de ajuda', en: 'Help videos', es: 'Videos de ayuda', tr: 'Yardım videoları' },
      path: '/helps',
      icon: 'help',
      superOnly: true,
      fields: [
        {
          source: 'title',
          label: 'Title',
          labels: { pt: 'Título', en: 'Title', es: 'Título', tr: 'Başlık' },
          type: 'text',
        },
        {
          source: 'description',
          label: 'Description',
          labels: { pt: 'Descrição', en: 'Description', es: 'Descripción', tr: 'Açıklama' },
          type: 'longtext',
        },
        {
          source: 'video',
          label: 'Video code',
          labels: { pt: 'Código do vídeo', en: 'Video code', es: 'Código del video', tr: 'Video kodu' },
          type: 'text',
        },
      ],
    })
    ui.panel({
      app: 'agent',
      kind: 'route',
      id: 'helps',
      label: 'Ajuda',
      labels: { pt: 'Ajuda', en: 'Help', es: 'Ayuda', tr: 'Yardım' },
      path: '/helps',
      icon: 'help',
    })
  },
})
