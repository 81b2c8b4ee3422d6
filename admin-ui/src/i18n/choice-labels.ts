import type { Language } from './setting-labels.ts'

/**
 * The names of values the back office shows in pickers and columns (channels, profiles, tag kinds,
 * chatbot option types, a user's theme and menu), per language, and the chatbot dialog's texts.
 */
const pt = {
  channels: {
    whatsapp: 'WhatsApp',
    whatsappapi: 'WhatsApp API oficial',
    facebook: 'Facebook',
    instagram: 'Instagram',
    api: 'API',
  },
  profiles: { admin: 'Administrador', user: 'Usuário' },
  tag_kinds: { 0: 'Etiquetas', 1: 'Kanban' },
  chatbot: {
    types: {
      text: 'Texto',
      attendent: 'Atendente',
      queue: 'Fila',
      integration: 'Integração',
      file: 'Arquivo',
    },
    name_too_short: 'A opção deve ter ao menos 4 caracteres',
    message_before_sub_options: 'Escreva a mensagem desta opção para ela ter sub-opções',
  },
  queues: { invalid_colour: 'A cor deve ter de 3 a 9 caracteres' },
  users: {
    themes: { light: 'Claro', dark: 'Escuro' },
    menus: { open: 'Aberto', closed: 'Fechado' },
  },
}

const messages: Record<Language, typeof pt> = {
  pt,
  en: {
    channels: {
      whatsapp: 'WhatsApp',
      whatsappapi: 'WhatsApp official API',
      facebook: 'Facebook',
      instagram: 'Instagram',
      api: 'API',
    },
    profiles: { admin: 'Administrator', user: 'User' },
    tag_kinds: { 0: 'Tags', 1: 'Kanban' },
    chatbot: {
      types: {
        text: 'Text',
        attendent: 'Attendant',
        queue: 'Queue',
        integration: 'Integration',
        file: 'File',
      },
      name_too_short: 'An option needs at least 4 characters',
      message_before_sub_options: 'Write this option’s message before giving it sub-options',
    },
    queues: { invalid_colour: 'The colour must have 3 to 9 characters' },
    users: {
      themes: { light: 'Light', dark: 'Dark' },
      menus: { open: 'Open', closed: 'Closed' },
    },
  },
  es: {
    channels: {
      whatsapp: 'WhatsApp',
      whatsappapi: 'API oficial de WhatsApp',
      facebook: 'Facebook',
      instagram: 'Instagram',
      api: 'API',
    },
    profiles: { admin: 'Administrador', user: 'Usuario' },
    tag_kinds: { 0: 'Etiquetas', 1: 'Kanban' },
    chatbot: {
      types: {
        text: 'Texto',
        attendent: 'Agente',
        queue: 'Cola',
        integration: 'Integración',
        file: 'Archivo',
      },
      name_too_short: 'La opción debe tener al menos 4 caracteres',
      message_before_sub_options: 'Escriba el mensaje de esta opción para que tenga subopciones',
    },
    queues: { invalid_colour: 'El color debe tener de 3 a 9 caracteres' },
    users: {
      themes: { light: 'Claro', dark: 'Oscuro' },
      menus: { open: 'Abierto', closed: 'Cerrado' },
    },
  },
  tr: {
    channels: {
      whatsapp: 'WhatsApp',
      whatsappapi: 'WhatsApp resmi API',
      facebook: 'Facebook',
      instagram: 'Instagram',
      api: 'API',
    },
    profiles: { admin: 'Yönetici', user: 'Kullanıcı' },
    tag_kinds: { 0: 'Etiketler', 1: 'Kanban' },
    chatbot: {
      types: {
        text: 'Metin',
        attendent: 'Temsilci',
        queue: 'Kuyruk',
        integration: 'Entegrasyon',
        file: 'Dosya',
      },
      name_too_short: 'Seçenek en az 4 karakter olmalı',
      message_before_sub_options: 'Alt seçenek eklemek için önce bu seçeneğin mesajını yazın',
    },
    queues: { invalid_colour: 'Renk 3 ile 9 karakter arasında olmalı' },
    users: {
      themes: { light: 'Açık', dark: 'Koyu' },
      menus: { open: 'Açık', closed: 'Kapalı' },
    },
  },
}

/** `atendo.channels.*`, `atendo.profiles.*`, `atendo.chatbot.*` and the rest, as the i18n provider merges them. */
export function choiceLabels(language: Language) {
  return { atendo: messages[language] }
}

/** Choices whose names are translation keys under `atendo.<group>`, for react-admin's pickers. */
export const translatedChoices = <Id extends string | number>(group: string, ids: readonly Id[]) =>
  ids.map((id) => ({ id, name: `atendo.${group}.${id}` }))
