import { declareErrors } from '@atendo/plugin-api'

/** The certificate upload's refusals (administration.md §5 PIX certificate), and a missing certificate. */
export const efiErrors = declareErrors({
  ERR_BILLING_EFI_FILE_REQUIRED: {
    status: 400,
    message: 'Choose a file',
    labels: {
      pt: 'Escolha um arquivo!',
      en: 'Choose a file!',
      es: '¡Elija un archivo!',
      tr: 'Bir dosya seçin!',
    },
  },
  ERR_BILLING_EFI_DESTINATION_REQUIRED: {
    status: 400,
    message: 'Choose a destination',
    labels: {
      pt: 'Escolha um destino!',
      en: 'Choose a destination!',
      es: '¡Elija un destino!',
      tr: 'Bir hedef seçin!',
    },
  },
  ERR_BILLING_EFI_NOT_P12: {
    status: 400,
    message: 'Use only files in p12 format',
    labels: {
      pt: 'Use somente arquivos em formato p12!',
      en: 'Use only files in p12 format!',
      es: '¡Use solo archivos en formato p12!',
      tr: 'Yalnızca p12 biçimindeki dosyaları kullanın!',
    },
  },
  ERR_BILLING_EFI_CERTIFICATE_MISSING: {
    status: 503,
    message: 'The PIX certificate has not been uploaded yet',
    labels: {
      pt: 'O certificado PIX ainda não foi enviado',
      en: 'The PIX certificate has not been uploaded yet',
      es: 'El certificado PIX aún no fue enviado',
      tr: 'PIX sertifikası henüz yüklenmedi',
    },
  },
})
