import type { Language } from './setting-labels.ts'

/**
 * Texts of the queue integrations, file lists and AI prompts pages (administration.md §2, §5) and
 * of the pickers the queue and connection forms gain, per language: `atendo.integrations.*` and
 * the field labels of their resources (`resources.<name>.fields`).
 */
interface IntegrationTexts {
  types: Record<'dialogflow' | 'n8n' | 'webhook' | 'typebot' | 'flowbuilder', string>
  test: string
  testing: string
  test_ok: string
  test_failed: string
  test_needs: string
  languages: Record<'pt-BR' | 'en' | 'es', string>
  none: string
  file_too_large: string
  file_type: string
  file_short_name: string
  choose_file: string
  file_attached: string
  option: string
  prompt_short: string
  prompt_min: string
  prompt_queue: string
  prompt_voice_text: string
  show_key: string
  hide_key: string
  masked_hint: string
}

const texts: Record<Language, IntegrationTexts> = {
  pt: {
    types: {
      dialogflow: 'DialogFlow',
      n8n: 'N8N',
      webhook: 'Webhook',
      typebot: 'Typebot',
      flowbuilder: 'Flowbuilder',
    },
    test: 'Testar bot',
    testing: 'Testando…',
    test_ok: 'Conexão com o agente OK. Intenção: %{intent}. Resposta: %{text}',
    test_failed: 'O teste falhou: %{message}',
    test_needs: 'Informe o projeto e o JSON da conta de serviço para testar.',
    languages: { 'pt-BR': 'Português', en: 'Inglês', es: 'Espanhol' },
    none: 'Nenhum',
    file_too_large: 'Arquivo é muito grande! 20MB máximo.',
    file_type: 'Tipo de arquivo não aceito: envie imagem, áudio, vídeo ou documento.',
    file_short_name: 'nome muito curto',
    choose_file: 'Escolher arquivo',
    file_attached: 'Arquivo: %{name}',
    option: 'Opção',
    prompt_short: 'Muito curto!',
    prompt_min: 'O prompt precisa de pelo menos 50 caracteres',
    prompt_queue: 'Informe o setor',
    prompt_voice_text: 'Texto',
    show_key: 'Mostrar chave',
    hide_key: 'Ocultar chave',
    masked_hint: 'Chave salva (mascarada). Deixe como está para mantê-la.',
  },
  en: {
    types: {
      dialogflow: 'DialogFlow',
      n8n: 'N8N',
      webhook: 'Webhook',
      typebot: 'Typebot',
      flowbuilder: 'Flowbuilder',
    },
    test: 'Test bot',
    testing: 'Testing…',
    test_ok: 'The agent answered. Intent: %{intent}. Answer: %{text}',
    test_failed: 'The test failed: %{message}',
    test_needs: 'Fill in the project and the service-account JSON to test.',
    languages: { 'pt-BR': 'Portuguese', en: 'English', es: 'Spanish' },
    none: 'None',
    file_too_large: 'File is too large! 20MB maximum.',
    file_type: 'File type not accepted: send an image, audio, video or document.',
    file_short_name: 'name too short',
    choose_file: 'Choose file',
    file_attached: 'File: %{name}',
    option: 'Option',
    prompt_short: 'Too short!',
    prompt_min: 'The prompt needs at least 50 characters',
    prompt_queue: 'Choose the queue',
    prompt_voice_text: 'Text',
    show_key: 'Show key',
    hide_key: 'Hide key',
    masked_hint: 'Saved key (masked). Leave it as is to keep it.',
  },
  es: {
    types: {
      dialogflow: 'DialogFlow',
      n8n: 'N8N',
      webhook: 'Webhook',
      typebot: 'Typebot',
      flowbuilder: 'Flowbuilder',
    },
    test: 'Probar bot',
    testing: 'Probando…',
    test_ok: 'El agente respondió. Intención: %{intent}. Respuesta: %{text}',
    test_failed: 'La prueba falló: %{message}',
    test_needs: 'Indique el proyecto y el JSON de la cuenta de servicio para probar.',
    languages: { 'pt-BR': 'Portugués', en: 'Inglés', es: 'Español' },
    none: 'Ninguno',
    file_too_large: '¡El archivo es demasiado grande! 20MB máximo.',
    file_type: 'Tipo de archivo no aceptado: envíe imagen, audio, vídeo o documento.',
    file_short_name: 'nombre muy corto',
    choose_file: 'Elegir archivo',
    file_attached: 'Archivo: %{name}',
    option: 'Opción',
    prompt_short: '¡Muy corto!',
    prompt_min: 'El prompt necesita al menos 50 caracteres',
    prompt_queue: 'Indique el sector',
    prompt_voice_text: 'Texto',
    show_key: 'Mostrar clave',
    hide_key: 'Ocultar clave',
    masked_hint: 'Clave guardada (enmascarada). Déjela así para conservarla.',
  },
  tr: {
    types: {
      dialogflow: 'DialogFlow',
      n8n: 'N8N',
      webhook: 'Webhook',
      typebot: 'Typebot',
      flowbuilder: 'Flowbuilder',
    },
    test: 'Botu test et',
    testing: 'Test ediliyor…',
    test_ok: 'Ajan yanıt verdi. Amaç: %{intent}. Yanıt: %{text}',
    test_failed: 'Test başarısız: %{message}',
    test_needs: 'Test için projeyi ve hizmet hesabı JSON’unu girin.',
    languages: { 'pt-BR': 'Portekizce', en: 'İngilizce', es: 'İspanyolca' },
    none: 'Yok',
    file_too_large: 'Dosya çok büyük! En fazla 20MB.',
    file_type: 'Dosya türü kabul edilmiyor: görsel, ses, video veya belge gönderin.',
    file_short_name: 'ad çok kısa',
    choose_file: 'Dosya seç',
    file_attached: 'Dosya: %{name}',
    option: 'Seçenek',
    prompt_short: 'Çok kısa!',
    prompt_min: 'İstem en az 50 karakter olmalı',
    prompt_queue: 'Kuyruğu seçin',
    prompt_voice_text: 'Metin',
    show_key: 'Anahtarı göster',
    hide_key: 'Anahtarı gizle',
    masked_hint: 'Kayıtlı anahtar (maskeli). Korumak için olduğu gibi bırakın.',
  },
}

type Fields = Record<string, Record<string, string>>

const fields: Record<Language, Fields> = {
  pt: {
    queueIntegration: {
      type: 'Tipo',
      name: 'Nome',
      projectName: 'Nome do projeto',
      jsonContent: 'JSON da conta de serviço',
      language: 'Idioma',
      urlN8N: 'URL',
      typebotSlug: 'Typebot slug',
      typebotExpires: 'Tempo para expirar uma conversa (minutos)',
      typebotDelayMessage: 'Intervalo entre mensagens (ms)',
      typebotKeywordFinish: 'Palavra para finalizar o ticket',
      typebotKeywordRestart: 'Palavra para reiniciar o fluxo',
      typebotRestartMessage: 'Mensagem ao reiniciar a conversa',
      typebotUnknownMessage: 'Mensagem de opção inválida',
      flowId: 'Fluxo',
    },
    files: {
      name: 'Nome',
      message: 'Mensagem',
      options: 'Opções',
      'options.name': 'Nome do arquivo',
      optionCount: 'Arquivos',
    },
    prompt: {
      name: 'Nome',
      apiKey: 'API Key',
      prompt: 'Prompt',
      voice: 'Voz',
      voiceKey: 'Chave da voz',
      voiceRegion: 'Região da voz',
      temperature: 'Temperatura',
      maxTokens: 'Máximo de Tokens na resposta',
      maxMessages: 'Máximo de mensagens no Histórico',
      queueId: 'Setor',
    },
    queues: { integrationId: 'Integração', fileListId: 'Lista de arquivos' },
    connections: { integrationId: 'Integração', promptId: 'Prompt' },
  },
  en: {
    queueIntegration: {
      type: 'Type',
      name: 'Name',
      projectName: 'Project name',
      jsonContent: 'Service-account JSON',
      language: 'Language',
      urlN8N: 'URL',
      typebotSlug: 'Typebot slug',
      typebotExpires: 'Conversation expires after (minutes)',
      typebotDelayMessage: 'Delay between messages (ms)',
      typebotKeywordFinish: 'Keyword that closes the ticket',
      typebotKeywordRestart: 'Keyword that restarts the flow',
      typebotRestartMessage: 'Message on restart',
      typebotUnknownMessage: 'Invalid option message',
      flowId: 'Flow',
    },
    files: {
      name: 'Name',
      message: 'Message',
      options: 'Options',
      'options.name': 'File name',
      optionCount: 'Files',
    },
    prompt: {
      name: 'Name',
      apiKey: 'API Key',
      prompt: 'Prompt',
      voice: 'Voice',
      voiceKey: 'Voice key',
      voiceRegion: 'Voice region',
      temperature: 'Temperature',
      maxTokens: 'Max tokens per answer',
      maxMessages: 'Max messages in the history',
      queueId: 'Queue',
    },
    queues: { integrationId: 'Integration', fileListId: 'File list' },
    connections: { integrationId: 'Integration', promptId: 'Prompt' },
  },
  es: {
    queueIntegration: {
      type: 'Tipo',
      name: 'Nombre',
      projectName: 'Nombre del proyecto',
      jsonContent: 'JSON de la cuenta de servicio',
      language: 'Idioma',
      urlN8N: 'URL',
      typebotSlug: 'Slug de Typebot',
      typebotExpires: 'La conversación expira tras (minutos)',
      typebotDelayMessage: 'Intervalo entre mensajes (ms)',
      typebotKeywordFinish: 'Palabra que cierra el ticket',
      typebotKeywordRestart: 'Palabra que reinicia el flujo',
      typebotRestartMessage: 'Mensaje al reiniciar',
      typebotUnknownMessage: 'Mensaje de opción inválida',
      flowId: 'Flujo',
    },
    files: {
      name: 'Nombre',
      message: 'Mensaje',
      options: 'Opciones',
      'options.name': 'Nombre del archivo',
      optionCount: 'Archivos',
    },
    prompt: {
      name: 'Nombre',
      apiKey: 'API Key',
      prompt: 'Prompt',
      voice: 'Voz',
      voiceKey: 'Clave de voz',
      voiceRegion: 'Región de voz',
      temperature: 'Temperatura',
      maxTokens: 'Máximo de tokens en la respuesta',
      maxMessages: 'Máximo de mensajes en el historial',
      queueId: 'Sector',
    },
    queues: { integrationId: 'Integración', fileListId: 'Lista de archivos' },
    connections: { integrationId: 'Integración', promptId: 'Prompt' },
  },
  tr: {
    queueIntegration: {
      type: 'Tür',
      name: 'Ad',
      projectName: 'Proje adı',
      jsonContent: 'Hizmet hesabı JSON',
      language: 'Dil',
      urlN8N: 'URL',
      typebotSlug: 'Typebot kısa adı',
      typebotExpires: 'Konuşma süresi dolar (dakika)',
      typebotDelayMessage: 'Mesajlar arası bekleme (ms)',
      typebotKeywordFinish: 'Talebi kapatan kelime',
      typebotKeywordRestart: 'Akışı yeniden başlatan kelime',
      typebotRestartMessage: 'Yeniden başlatma mesajı',
      typebotUnknownMessage: 'Geçersiz seçenek mesajı',
      flowId: 'Akış',
    },
    files: {
      name: 'Ad',
      message: 'Mesaj',
      options: 'Seçenekler',
      'options.name': 'Dosya adı',
      optionCount: 'Dosyalar',
    },
    prompt: {
      name: 'Ad',
      apiKey: 'API anahtarı',
      prompt: 'İstem',
      voice: 'Ses',
      voiceKey: 'Ses anahtarı',
      voiceRegion: 'Ses bölgesi',
      temperature: 'Sıcaklık',
      maxTokens: 'Yanıttaki en fazla token',
      maxMessages: 'Geçmişteki en fazla mesaj',
      queueId: 'Kuyruk',
    },
    queues: { integrationId: 'Entegrasyon', fileListId: 'Dosya listesi' },
    connections: { integrationId: 'Entegrasyon', promptId: 'İstem' },
  },
}

/** `atendo.integrations.*` and the resources' field labels, in the shape the i18n provider merges. */
export function integrationMessages(language: Language) {
  return {
    atendo: { integrations: texts[language] },
    resources: Object.fromEntries(
      Object.entries(fields[language]).map(([resource, labels]) => [resource, { fields: labels }]),
    ),
  }
}
