import type { Language } from './setting-labels.ts'

/** Texts of the quick message dialog, per language. */
const messages: Record<Language, { read_only: string }> = {
  pt: { read_only: 'Somente o autor pode alterar esta resposta rápida, pois ela é visível e não é geral.' },
  en: { read_only: 'Only its author can change this quick message: it is visible and not shared.' },
  es: { read_only: 'Solo su autor puede cambiar esta respuesta rápida: es visible y no es compartida.' },
  tr: { read_only: 'Bu hızlı mesajı yalnızca yazarı değiştirebilir: görünür ve paylaşılmamış.' },
}

/** `atendo.quick_messages.*`, in the shape the i18n provider merges. */
export function quickMessageMessages(language: Language) {
  return { atendo: { quick_messages: messages[language] } }
}
