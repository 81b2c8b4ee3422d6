import type { UiPanel } from '@atendo/plugin-api'

/**
 * The inbox's pages (administration.md §2 "Flow builder", "Phrase campaigns"), drawn by the agent
 * UI (agent-ui/src/pages/flows): /flowbuilders with the canvas at /flowbuilder/{id}, and
 * /phrase-lists. All are for admins (plain users get the no-permission view).
 */
export const flowPanels: UiPanel[] = [
  {
    app: 'agent',
    kind: 'route',
    id: 'flowbuilders',
    label: 'Fluxos de conversa',
    labels: {
      pt: 'Fluxos de conversa',
      en: 'Conversation flows',
      es: 'Flujos de conversación',
      tr: 'Konuşma akışları',
    },
    path: '/flowbuilders',
    icon: 'account_tree',
    profile: 'admin',
  },
  {
    app: 'agent',
    kind: 'route',
    id: 'phrase-lists',
    label: 'Campanhas de frases',
    labels: {
      pt: 'Campanhas de frases',
      en: 'Phrase campaigns',
      es: 'Campañas de frases',
      tr: 'İfade kampanyaları',
    },
    path: '/phrase-lists',
    icon: 'list',
    profile: 'admin',
  },
]
