import type { FeatureTexts } from './feature-texts.ts'

/** The external send API's help page (/messages-api, administration.md §2 "External message API page"). */
const pt = {
  'messagesApi.title': 'Documentação para envio de mensagens',
  'messagesApi.intro':
    'Envie mensagens a um número a partir de outro sistema, pela conexão cujo token você usar. O contato e o ticket são encontrados ou criados automaticamente.',
  'messagesApi.methods': 'Métodos de envio',
  'messagesApi.textMethod': 'Mensagens de texto',
  'messagesApi.mediaMethod': 'Mensagens de mídia',
  'messagesApi.instructions': 'Instruções',
  'messagesApi.tokenNote':
    'O token é o da conexão (em Conexões, editar a conexão). Envie-o no cabeçalho Authorization: Bearer <token>.',
  'messagesApi.numberNote': 'O número deve ter código do país e DDD, sem símbolos: 5511988887777.',
  'messagesApi.idempotencyNote':
    'Com o cabeçalho Idempotency-Key, repetir a mesma requisição não envia a mensagem de novo: a resposta é a da primeira.',
  'messagesApi.endpoint': 'Endpoint',
  'messagesApi.fields': 'Campos',
  'messagesApi.textTest': 'Teste de envio de texto',
  'messagesApi.mediaTest': 'Teste de envio de mídia',
  'messagesApi.token': 'Token da conexão',
  'messagesApi.number': 'Número',
  'messagesApi.body': 'Mensagem',
  'messagesApi.caption': 'Legenda (opcional)',
  'messagesApi.file': 'Arquivo',
  'messagesApi.fileRequired': 'Escolha um arquivo',
  'messagesApi.sendText': 'Enviar texto',
  'messagesApi.sendMedia': 'Enviar mídia',
  'messagesApi.sent': 'Mensagem enviada',
  'messagesApi.answer': 'Resposta do servidor',
} as const satisfies Record<string, string>

export type MessagesApiKey = keyof typeof pt

export const messagesApiTexts: FeatureTexts<MessagesApiKey> = {
  pt,
  en: {
    'messagesApi.title': 'Message sending documentation',
    'messagesApi.intro':
      'Send messages to a number from another system, through the connection whose token you use. The contact and the ticket are found or created automatically.',
    'messagesApi.methods': 'Sending methods',
    'messagesApi.textMethod': 'Text messages',
    'messagesApi.mediaMethod': 'Media messages',
    'messagesApi.instructions': 'Instructions',
    'messagesApi.tokenNote':
      "The token is the connection's (Connections, edit the connection). Send it in the Authorization: Bearer <token> header.",
    'messagesApi.numberNote': 'The number needs the country and area codes, without symbols: 5511988887777.',
    'messagesApi.idempotencyNote':
      'With an Idempotency-Key header, repeating a request does not send the message again: it answers what the first one did.',
    'messagesApi.endpoint': 'Endpoint',
    'messagesApi.fields': 'Fields',
    'messagesApi.textTest': 'Text sending test',
    'messagesApi.mediaTest': 'Media sending test',
    'messagesApi.token': 'Connection token',
    'messagesApi.number': 'Number',
    'messagesApi.body': 'Message',
    'messagesApi.caption': 'Caption (optional)',
    'messagesApi.file': 'File',
    'messagesApi.fileRequired': 'Choose a file',
    'messagesApi.sendText': 'Send text',
    'messagesApi.sendMedia': 'Send media',
    'messagesApi.sent': 'Message sent',
    'messagesApi.answer': "The server's answer",
  },
  es: {
    'messagesApi.title': 'Documentación para el envío de mensajes',
    'messagesApi.intro':
      'Envíe mensajes a un número desde otro sistema, por la conexión cuyo token utilice. El contacto y el ticket se encuentran o se crean automáticamente.',
    'messagesApi.methods': 'Métodos de envío',
    'messagesApi.textMethod': 'Mensajes de texto',
    'messagesApi.mediaMethod': 'Mensajes multimedia',
    'messagesApi.instructions': 'Instrucciones',
    'messagesApi.tokenNote':
      'El token es el de la conexión (Conexiones, editar la conexión). Envíelo en el encabezado Authorization: Bearer <token>.',
    'messagesApi.numberNote': 'El número necesita el código de país y de área, sin símbolos: 5511988887777.',
    'messagesApi.idempotencyNote':
      'Con el encabezado Idempotency-Key, repetir una solicitud no envía el mensaje de nuevo: responde lo que respondió la primera.',
    'messagesApi.endpoint': 'Endpoint',
    'messagesApi.fields': 'Campos',
    'messagesApi.textTest': 'Prueba de envío de texto',
    'messagesApi.mediaTest': 'Prueba de envío multimedia',
    'messagesApi.token': 'Token de la conexión',
    'messagesApi.number': 'Número',
    'messagesApi.body': 'Mensaje',
    'messagesApi.caption': 'Leyenda (opcional)',
    'messagesApi.file': 'Archivo',
    'messagesApi.fileRequired': 'Elija un archivo',
    'messagesApi.sendText': 'Enviar texto',
    'messagesApi.sendMedia': 'Enviar multimedia',
    'messagesApi.sent': 'Mensaje enviado',
    'messagesApi.answer': 'Respuesta del servidor',
  },
  tr: {
    'messagesApi.title': 'Mesaj gönderme belgeleri',
    'messagesApi.intro':
      'Başka bir sistemden, token’ını kullandığınız bağlantı üzerinden bir numaraya mesaj gönderin. Kişi ve talep otomatik olarak bulunur ya da oluşturulur.',
    'messagesApi.methods': 'Gönderme yöntemleri',
    'messagesApi.textMethod': 'Metin mesajları',
    'messagesApi.mediaMethod': 'Medya mesajları',
    'messagesApi.instructions': 'Talimatlar',
    'messagesApi.tokenNote':
      'Token bağlantınınkidir (Bağlantılar, bağlantıyı düzenle). Authorization: Bearer <token> başlığında gönderin.',
    'messagesApi.numberNote': 'Numara ülke ve alan koduyla, simgesiz olmalıdır: 5511988887777.',
    'messagesApi.idempotencyNote':
      'Idempotency-Key başlığıyla aynı isteği tekrarlamak mesajı yeniden göndermez: ilk isteğin yanıtı döner.',
    'messagesApi.endpoint': 'Uç nokta',
    'messagesApi.fields': 'Alanlar',
    'messagesApi.textTest': 'Metin gönderme testi',
    'messagesApi.mediaTest': 'Medya gönderme testi',
    'messagesApi.token': 'Bağlantı token’ı',
    'messagesApi.number': 'Numara',
    'messagesApi.body': 'Mesaj',
    'messagesApi.caption': 'Açıklama (isteğe bağlı)',
    'messagesApi.file': 'Dosya',
    'messagesApi.fileRequired': 'Bir dosya seçin',
    'messagesApi.sendText': 'Metni gönder',
    'messagesApi.sendMedia': 'Medyayı gönder',
    'messagesApi.sent': 'Mesaj gönderildi',
    'messagesApi.answer': 'Sunucunun yanıtı',
  },
}
