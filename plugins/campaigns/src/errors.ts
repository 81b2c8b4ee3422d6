import { declareErrors } from '@atendo/plugin-api'

/** The refusals of campaigns and contact lists a user should understand, in the front ends' languages. */
export const campaignErrors = declareErrors({
  ERR_CAMPAIGNS_NOT_EDITABLE: {
    status: 409,
    message:
      'The campaign can only be changed while inactive, scheduled more than 1 hour ahead, or cancelled',
    labels: {
      pt: 'A campanha só pode ser alterada quando inativa, programada para daqui a mais de 1 hora ou cancelada',
      en: 'The campaign can only be changed while inactive, scheduled more than 1 hour ahead, or cancelled',
      es: 'La campaña solo puede cambiarse inactiva, programada para dentro de más de 1 hora o cancelada',
      tr: 'Kampanya yalnızca etkin değilken, 1 saatten sonraya planlanmışken veya iptal edilmişken değiştirilebilir',
    },
  },
  ERR_CAMPAIGNS_INVALID_TRANSITION: {
    status: 409,
    message: 'The campaign cannot go to that status from its current one',
    labels: {
      pt: 'A campanha não pode passar para esse status a partir do atual',
      en: 'The campaign cannot go to that status from its current one',
      es: 'La campaña no puede pasar a ese estado desde el actual',
      tr: 'Kampanya mevcut durumundan bu duruma geçemez',
    },
  },
  ERR_CAMPAIGNS_NO_RECIPIENTS: {
    status: 400,
    message: 'Choose a contact list or a tag for the campaign',
    labels: {
      pt: 'Escolha uma lista de contatos ou uma tag para a campanha',
      en: 'Choose a contact list or a tag for the campaign',
      es: 'Elija una lista de contactos o una etiqueta para la campaña',
      tr: 'Kampanya için bir kişi listesi veya etiket seçin',
    },
  },
  ERR_CAMPAIGNS_IMPORT_INVALID: {
    status: 400,
    message: 'Some rows of the spreadsheet are invalid; nothing was imported',
    labels: {
      pt: 'Algumas linhas da planilha são inválidas; nada foi importado',
      en: 'Some rows of the spreadsheet are invalid; nothing was imported',
      es: 'Algunas filas de la hoja no son válidas; no se importó nada',
      tr: 'Tablonun bazı satırları geçersiz; hiçbir şey içe aktarılmadı',
    },
  },
})
