import { declareErrors } from '@atendo/plugin-api'

/** The refusals of queue integrations and file lists a user should understand. */
export const integrationErrors = declareErrors({
  ERR_INTEGRATIONS_SERVICE_FAILED: {
    status: 400,
    message: 'The integration service could not be used',
    labels: {
      pt: 'Não foi possível usar o serviço da integração',
      en: 'The integration service could not be used',
      es: 'No se pudo usar el servicio de la integración',
      tr: 'Entegrasyon hizmeti kullanılamadı',
    },
  },
  ERR_INTEGRATIONS_FILE_NOT_ACCEPTED: {
    status: 400,
    message: 'The file is not an accepted image, audio, video or document, or is too large',
    labels: {
      pt: 'O arquivo não é uma imagem, áudio, vídeo ou documento aceito, ou é grande demais',
      en: 'The file is not an accepted image, audio, video or document, or is too large',
      es: 'El archivo no es una imagen, audio, video o documento aceptado, o es demasiado grande',
      tr: 'Dosya kabul edilen bir görsel, ses, video veya belge değil ya da çok büyük',
    },
  },
})
