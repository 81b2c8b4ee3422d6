import type { FeatureTexts } from './feature-texts.ts'

/** The help videos page, a page of the helps plugin (inbox.md: GET /helps/list). */
const pt = {
  'helps.empty': 'Nenhum vídeo de ajuda disponível',
  'helps.watch': 'Assistir ao vídeo',
  'helps.noVideo': 'Este item de ajuda não tem vídeo.',
} as const satisfies Record<string, string>

export type HelpKey = keyof typeof pt

export const helpTexts: FeatureTexts<HelpKey> = {
  pt,
  en: {
    'helps.empty': 'No help videos available',
    'helps.watch': 'Watch the video',
    'helps.noVideo': 'This help item has no video.',
  },
  es: {
    'helps.empty': 'No hay videos de ayuda disponibles',
    'helps.watch': 'Ver el video',
    'helps.noVideo': 'Este elemento de ayuda no tiene video.',
  },
  tr: {
    'helps.empty': 'Kullanılabilir yardım videosu yok',
    'helps.watch': 'Videoyu izle',
    'helps.noVideo': 'Bu yardım öğesinin videosu yok.',
  },
}
