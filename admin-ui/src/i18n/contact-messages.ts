import type { Language } from './setting-labels.ts'

interface ContactTexts {
  name: string
  fields: { name: string; number: string; email: string; walletUserId: string }
  no_wallet: string
}

/** The back office's contacts page (the wallet owner, docs/automations.md), per language. */
const texts: Record<Language, ContactTexts> = {
  pt: {
    name: 'Contato |||| Contatos',
    fields: { name: 'Nome', number: 'Número', email: 'E-mail', walletUserId: 'Responsável pela carteira' },
    no_wallet: 'Nenhum',
  },
  en: {
    name: 'Contact |||| Contacts',
    fields: { name: 'Name', number: 'Number', email: 'E-mail', walletUserId: 'Wallet owner' },
    no_wallet: 'Nobody',
  },
  es: {
    name: 'Contacto |||| Contactos',
    fields: { name: 'Nombre', number: 'Número', email: 'Correo', walletUserId: 'Responsable de la cartera' },
    no_wallet: 'Ninguno',
  },
  tr: {
    name: 'Kişi |||| Kişiler',
    fields: { name: 'Ad', number: 'Numara', email: 'E-posta', walletUserId: 'Portföy sahibi' },
    no_wallet: 'Hiç kimse',
  },
}

/** `resources.contacts.*` and `atendo.contacts.*`, in the shape the i18n provider merges. */
export function contactMessages(language: Language) {
  const { name, fields, no_wallet } = texts[language]
  return { resources: { contacts: { name, fields } }, atendo: { contacts: { no_wallet } } }
}
