import type { FeatureTexts } from './feature-texts.ts'

/** The top bar's announcements pop-over (inbox.md §2 Top bar, §3 Announcement). */
const pt = {
  'announcements.title': 'Informativos',
  'announcements.label': 'Informativos: {count}',
  'announcements.empty': 'Nenhum informativo.',
  'announcements.more': 'Carregar mais',
  'announcements.priority.1': 'Prioridade alta',
  'announcements.priority.2': 'Prioridade média',
  'announcements.priority.3': 'Prioridade baixa',
} as const satisfies Record<string, string>

export type AnnouncementKey = keyof typeof pt

export const announcementTexts: FeatureTexts<AnnouncementKey> = {
  pt,
  en: {
    'announcements.title': 'Announcements',
    'announcements.label': 'Announcements: {count}',
    'announcements.empty': 'No announcements.',
    'announcements.more': 'Load more',
    'announcements.priority.1': 'High priority',
    'announcements.priority.2': 'Medium priority',
    'announcements.priority.3': 'Low priority',
  },
  es: {
    'announcements.title': 'Comunicados',
    'announcements.label': 'Comunicados: {count}',
    'announcements.empty': 'Ningún comunicado.',
    'announcements.more': 'Cargar más',
    'announcements.priority.1': 'Prioridad alta',
    'announcements.priority.2': 'Prioridad media',
    'announcements.priority.3': 'Prioridad baja',
  },
  tr: {
    'announcements.title': 'Duyurular',
    'announcements.label': 'Duyurular: {count}',
    'announcements.empty': 'Duyuru yok.',
    'announcements.more': 'Daha fazla yükle',
    'announcements.priority.1': 'Yüksek öncelik',
    'announcements.priority.2': 'Orta öncelik',
    'announcements.priority.3': 'Düşük öncelik',
  },
}
