import type { UiPanel } from '@atendo/plugin-api'
import { voices } from '../voices.ts'

/**
 * The back office's prompts list and dialog (administration.md §2 "AI prompts"), a generic
 * resource panel over /prompt: only for plans with AI (the back office shows the spec's refusal
 * and redirects otherwise) and only for admins (plain users see no-permission).
 */
export const promptPanel: UiPanel = {
  app: 'admin',
  kind: 'resource',
  id: 'prompts',
  label: 'Prompts',
  labels: { pt: 'Prompts', en: 'Prompts', es: 'Prompts', tr: 'İstemler' },
  path: '/prompt',
  screenPath: '/prompts',
  icon: 'smart_toy',
  profile: 'admin',
  planFlag: 'useOpenAi',
  fields: [
    {
      source: 'name',
      label: 'Nome',
      labels: { pt: 'Nome', en: 'Name', es: 'Nombre', tr: 'Ad' },
      type: 'text',
      required: true,
    },
    {
      source: 'apiKey',
      label: 'API Key',
      labels: { pt: 'API Key', en: 'API Key', es: 'API Key', tr: 'API anahtarı' },
      type: 'text',
      required: true,
    },
    {
      source: 'prompt',
      label: 'Prompt',
      labels: { pt: 'Prompt', en: 'Prompt', es: 'Prompt', tr: 'İstem' },
      type: 'longtext',
      required: true,
    },
    {
      source: 'voice',
      label: 'Voz',
      labels: { pt: 'Voz', en: 'Voice', es: 'Voz', tr: 'Ses' },
      type: 'select',
      required: true,
      defaultValue: 'texto',
      choices: voices.map((voice) => ({
        id: voice,
        label: voice === 'texto' ? 'Texto' : voice,
        ...(voice === 'texto' ? { labels: { pt: 'Texto', en: 'Text', es: 'Texto', tr: 'Metin' } } : {}),
      })),
    },
    {
      source: 'voiceKey',
      label: 'Voice Key',
      labels: { pt: 'Chave da voz', en: 'Voice key', es: 'Clave de voz', tr: 'Ses anahtarı' },
      type: 'text',
    },
    {
      source: 'voiceRegion',
      label: 'Voice Region',
      labels: { pt: 'Região da voz', en: 'Voice region', es: 'Región de voz', tr: 'Ses bölgesi' },
      type: 'text',
    },
    {
      source: 'temperature',
      label: 'Temperatura',
      labels: { pt: 'Temperatura', en: 'Temperature', es: 'Temperatura', tr: 'Sıcaklık' },
      type: 'number',
      required: true,
      defaultValue: 1,
    },
    {
      source: 'maxTokens',
      label: 'Máximo de Tokens na resposta',
      labels: {
        pt: 'Máximo de Tokens na resposta',
        en: 'Max tokens per answer',
        es: 'Máximo de tokens en la respuesta',
        tr: 'Yanıttaki en fazla token',
      },
      type: 'number',
      required: true,
      defaultValue: 100,
    },
    {
      source: 'maxMessages',
      label: 'Máximo de mensagens no Histórico',
      labels: {
        pt: 'Máximo de mensagens no Histórico',
        en: 'Max messages in the history',
        es: 'Máximo de mensajes en el historial',
        tr: 'Geçmişteki en fazla mesaj',
      },
      type: 'number',
      required: true,
      defaultValue: 10,
    },
    {
      source: 'queueId',
      label: 'Setor (id da fila)',
      labels: {
        pt: 'Setor (id da fila)',
        en: 'Queue (id)',
        es: 'Sector (id de la cola)',
        tr: 'Kuyruk (kimlik)',
      },
      type: 'number',
      required: true,
    },
  ],
}
