import type { FeatureTexts } from './feature-texts.ts'

/** The WhatsApp Cloud API's template picker, offered once the 24-hour window has closed. */
const pt = {
  'template.closed':
    'Passaram 24 horas desde a última mensagem do contato: só é possível enviar um modelo aprovado.',
  'template.offer': 'Enviar um modelo',
  'template.title': 'Enviar um modelo aprovado',
  'template.choose': 'Modelo',
  'template.none': 'Nenhum modelo aprovado nesta conexão.',
  'template.parameter': 'Valor de {n}',
  'template.preview': 'Pré-visualização',
  'template.sent': 'Modelo enviado',
} as const satisfies Record<string, string>

export type TemplateKey = keyof typeof pt

export const templateTexts: FeatureTexts<TemplateKey> = {
  pt,
  en: {
    'template.closed':
      "24 hours have passed since the contact's last message: only an approved template can be sent.",
    'template.offer': 'Send a template',
    'template.title': 'Send an approved template',
    'template.choose': 'Template',
    'template.none': 'No approved template on this connection.',
    'template.parameter': 'Value of {n}',
    'template.preview': 'Preview',
    'template.sent': 'Template sent',
  },
  es: {
    'template.closed':
      'Pasaron 24 horas desde el último mensaje del contacto: solo se puede enviar una plantilla aprobada.',
    'template.offer': 'Enviar una plantilla',
    'template.title': 'Enviar una plantilla aprobada',
    'template.choose': 'Plantilla',
    'template.none': 'No hay plantillas aprobadas en esta conexión.',
    'template.parameter': 'Valor de {n}',
    'template.preview': 'Vista previa',
    'template.sent': 'Plantilla enviada',
  },
  tr: {
    'template.closed':
      'Kişinin son mesajından bu yana 24 saat geçti: yalnızca onaylı bir şablon gönderilebilir.',
    'template.offer': 'Şablon gönder',
    'template.title': 'Onaylı şablon gönder',
    'template.choose': 'Şablon',
    'template.none': 'Bu bağlantıda onaylı şablon yok.',
    'template.parameter': '{n} değeri',
    'template.preview': 'Önizleme',
    'template.sent': 'Şablon gönderildi',
  },
}
