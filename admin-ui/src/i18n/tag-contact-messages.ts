import type { Language } from './setting-labels.ts'

/** Texts of a tag's contacts dialog (administration.md "Tags and kanban"), per language. */
const pt = {
  button: 'Contatos',
  title: 'Contatos da tag %{name}',
  empty: 'Nenhum contato com esta tag.',
  add: 'Adicionar contato',
  added: 'Contato adicionado à tag',
  remove: 'Remover %{name} da tag',
  removed: 'Contato removido da tag',
  partial: 'Mostrando %{shown} de %{total} contatos.',
  close: 'Fechar',
}

const messages: Record<Language, typeof pt> = {
  pt,
  en: {
    button: 'Contacts',
    title: 'Contacts of the tag %{name}',
    empty: 'No contact has this tag.',
    add: 'Add contact',
    added: 'Contact added to the tag',
    remove: 'Remove %{name} from the tag',
    removed: 'Contact removed from the tag',
    partial: 'Showing %{shown} of %{total} contacts.',
    close: 'Close',
  },
  es: {
    button: 'Contactos',
    title: 'Contactos de la etiqueta %{name}',
    empty: 'Ningún contacto tiene esta etiqueta.',
    add: 'Añadir contacto',
    added: 'Contacto añadido a la etiqueta',
    remove: 'Quitar a %{name} de la etiqueta',
    removed: 'Contacto quitado de la etiqueta',
    partial: 'Mostrando %{shown} de %{total} contactos.',
    close: 'Cerrar',
  },
  tr: {
    button: 'Kişiler',
    title: '%{name} etiketinin kişileri',
    empty: 'Bu etikete sahip kişi yok.',
    add: 'Kişi ekle',
    added: 'Kişi etikete eklendi',
    remove: '%{name} kişisini etiketten kaldır',
    removed: 'Kişi etiketten kaldırıldı',
    partial: '%{total} kişiden %{shown} tanesi gösteriliyor.',
    close: 'Kapat',
  },
}

/** `atendo.tag_contacts.*`, in the shape the i18n provider merges. */
export function tagContactMessages(language: Language) {
  return { atendo: { tag_contacts: messages[language] } }
}
