import { declareErrors } from '@atendo/plugin-api'

/** The external send API's own refusals (the others are core's catalogue). */
export const externalApiErrors = declareErrors({
  ERR_EXTERNAL_API_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was used for a different request',
    labels: {
      pt: 'Esta chave de idempotência já foi usada em outra requisição',
      en: 'This Idempotency-Key was used for a different request',
      es: 'Esta clave de idempotencia ya se usó en otra solicitud',
      tr: 'Bu idempotency anahtarı başka bir istekte kullanıldı',
    },
  },
  ERR_EXTERNAL_API_KEY_IN_PROGRESS: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being sent',
    labels: {
      pt: 'Uma requisição com esta chave de idempotência ainda está sendo enviada',
      en: 'A request with this Idempotency-Key is still being sent',
      es: 'Una solicitud con esta clave de idempotencia aún se está enviando',
      tr: 'Bu idempotency anahtarına sahip bir istek hâlâ gönderiliyor',
    },
  },
})
