import type { UiPanel } from '@atendo/plugin-api'

/**
 * The back office's pages of this plugin (administration.md §2 "Queue integrations", "File
 * lists"), drawn by admin-ui/src/resources/integrations: both are the company admin's (plain users
 * see no-permission, §6); queue integrations also need the plan's useIntegrations (the back office
 * shows the spec's refusal and goes home after 1 s otherwise).
 */
export const integrationPanels: UiPanel[] = [
  {
    app: 'admin',
    kind: 'resource',
    id: 'queue-integrations',
    label: 'Integrações',
    labels: { pt: 'Integrações', en: 'Integrations', es: 'Integraciones', tr: 'Entegrasyonlar' },
    path: '/queueIntegration',
    screenPath: '/queue-integration',
    icon: 'hub',
    profile: 'admin',
    planFlag: 'useIntegrations',
  },
  {
    app: 'admin',
    kind: 'resource',
    id: 'file-lists',
    label: 'Lista de arquivos',
    labels: { pt: 'Lista de arquivos', en: 'File lists', es: 'Listas de archivos', tr: 'Dosya listeleri' },
    path: '/files',
    icon: 'attach_file',
    profile: 'admin',
  },
]
