import type { UiPanel } from '@atendo/plugin-api'

/**
 * The inbox's pages (administration.md §2 "Campaigns and contact lists"), drawn by the agent UI
 * (agent-ui/src/pages/campaigns): /contact-lists with /contact-lists/{id}/contacts, /campaigns
 * with /campaign/{id}/report, and /campaigns-config. All are for admins (plain users get the
 * no-permission view); campaigns and their settings need the plan's useCampaigns. The inbox
 * offers them only where the browser holds the `cshow` flag.
 */
export const campaignPanels: UiPanel[] = [
  {
    app: 'agent',
    kind: 'route',
    id: 'contact-lists',
    label: 'Listas de Contatos',
    labels: {
      pt: 'Listas de Contatos',
      en: 'Contact lists',
      es: 'Listas de contactos',
      tr: 'Kişi listeleri',
    },
    path: '/contact-lists',
    icon: 'contacts',
    profile: 'admin',
  },
  {
    app: 'agent',
    kind: 'route',
    id: 'campaigns',
    label: 'Campanhas',
    labels: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas', tr: 'Kampanyalar' },
    path: '/campaigns',
    icon: 'campaign',
    profile: 'admin',
    planFlag: 'useCampaigns',
  },
  {
    app: 'agent',
    kind: 'route',
    id: 'campaigns-config',
    label: 'Configurações de Campanhas',
    labels: {
      pt: 'Configurações de Campanhas',
      en: 'Campaign settings',
      es: 'Configuración de campañas',
      tr: 'Kampanya ayarları',
    },
    path: '/campaigns-config',
    icon: 'settings',
    profile: 'admin',
    planFlag: 'useCampaigns',
  },
]
