import type { FeatureTexts } from './feature-texts.ts'

/** The ticket's tags and the contact's wallet in the contact drawer, and the kanban (docs/automations.md). */
const pt = {
  'ticketTags.title': 'Etiquetas do atendimento',
  'ticketTags.none': 'Nenhuma etiqueta neste atendimento',
  'ticketTags.add': 'Adicionar etiqueta ao atendimento',
  'ticketTags.choose': 'Escolha uma etiqueta',
  'ticketTags.remove': 'Remover a etiqueta {name} do atendimento',
  'wallet.title': 'Carteira',
  'wallet.owner': 'Responsável pela carteira',
  'wallet.nobody': 'Nenhum',
  'wallet.saved': 'Carteira atualizada',
} as const satisfies Record<string, string>

export type AutomationKey = keyof typeof pt

export const automationTexts: FeatureTexts<AutomationKey> = {
  pt,
  en: {
    'ticketTags.title': 'Ticket tags',
    'ticketTags.none': 'No tags on this ticket',
    'ticketTags.add': 'Add a tag to the ticket',
    'ticketTags.choose': 'Choose a tag',
    'ticketTags.remove': 'Remove the tag {name} from the ticket',
    'wallet.title': 'Wallet',
    'wallet.owner': 'Wallet owner',
    'wallet.nobody': 'Nobody',
    'wallet.saved': 'Wallet updated',
  },
  es: {
    'ticketTags.title': 'Etiquetas de la atención',
    'ticketTags.none': 'Ninguna etiqueta en esta atención',
    'ticketTags.add': 'Añadir etiqueta a la atención',
    'ticketTags.choose': 'Elija una etiqueta',
    'ticketTags.remove': 'Quitar la etiqueta {name} de la atención',
    'wallet.title': 'Cartera',
    'wallet.owner': 'Responsable de la cartera',
    'wallet.nobody': 'Ninguno',
    'wallet.saved': 'Cartera actualizada',
  },
  tr: {
    'ticketTags.title': 'Talep etiketleri',
    'ticketTags.none': 'Bu talepte etiket yok',
    'ticketTags.add': 'Talebe etiket ekle',
    'ticketTags.choose': 'Bir etiket seçin',
    'ticketTags.remove': '{name} etiketini talepten kaldır',
    'wallet.title': 'Portföy',
    'wallet.owner': 'Portföy sahibi',
    'wallet.nobody': 'Hiç kimse',
    'wallet.saved': 'Portföy güncellendi',
  },
}
