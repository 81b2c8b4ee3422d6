import { declareErrors } from '@atendo/plugin-api'

/**
 * The refusals of Meta's channels an attendant or admin should understand, mapped from Graph
 * errors (graph/graph-errors.ts) and shown in their language.
 */
export const metaErrors = declareErrors({
  ERR_CHANNEL_META_TOKEN_REVOKED: {
    status: 401,
    message: 'Meta refused the access token (expired or revoked): connect the account again',
    labels: {
      pt: 'A Meta recusou o token de acesso (expirado ou revogado): conecte a conta novamente',
      en: 'Meta refused the access token (expired or revoked): connect the account again',
      es: 'Meta rechazó el token de acceso (vencido o revocado): conecte la cuenta de nuevo',
      tr: 'Meta erişim belirtecini reddetti (süresi doldu veya iptal edildi): hesabı yeniden bağlayın',
    },
  },
  ERR_CHANNEL_META_WINDOW_CLOSED: {
    status: 403,
    message: 'The contact wrote more than 24 hours ago: Meta only allows an approved template now',
    labels: {
      pt: 'O contato escreveu há mais de 24 horas: a Meta só permite um modelo aprovado agora',
      en: 'The contact wrote more than 24 hours ago: Meta only allows an approved template now',
      es: 'El contacto escribió hace más de 24 horas: Meta solo permite una plantilla aprobada',
      tr: 'Kişi 24 saatten önce yazdı: Meta artık yalnızca onaylı bir şablona izin veriyor',
    },
  },
  ERR_CHANNEL_META_RECIPIENT_UNAVAILABLE: {
    status: 400,
    message: 'Meta cannot deliver to this contact (blocked, deleted or unreachable)',
    labels: {
      pt: 'A Meta não consegue entregar a este contato (bloqueado, excluído ou inacessível)',
      en: 'Meta cannot deliver to this contact (blocked, deleted or unreachable)',
      es: 'Meta no puede entregar a este contacto (bloqueado, eliminado o inaccesible)',
      tr: 'Meta bu kişiye teslim edemiyor (engellenmiş, silinmiş veya ulaşılamıyor)',
    },
  },
  ERR_CHANNEL_META_RATE_LIMITED: {
    status: 429,
    message: 'Meta is limiting how fast this account sends: try again in a moment',
    labels: {
      pt: 'A Meta está limitando o envio desta conta: tente novamente em instantes',
      en: 'Meta is limiting how fast this account sends: try again in a moment',
      es: 'Meta está limitando los envíos de esta cuenta: intente de nuevo en un momento',
      tr: 'Meta bu hesabın gönderimini sınırlıyor: birazdan tekrar deneyin',
    },
  },
  ERR_CHANNEL_META_PERMISSION: {
    status: 403,
    message: 'The Meta app lacks the permission this needs',
    labels: {
      pt: 'O app da Meta não tem a permissão necessária para isso',
      en: 'The Meta app lacks the permission this needs',
      es: 'La app de Meta no tiene el permiso necesario',
      tr: 'Meta uygulamasının bunun için gereken izni yok',
    },
  },
  ERR_CHANNEL_META_TEMPLATE_INVALID: {
    status: 400,
    message: 'Meta refused the template (unknown, not approved, or wrong parameters)',
    labels: {
      pt: 'A Meta recusou o modelo (desconhecido, não aprovado ou parâmetros errados)',
      en: 'Meta refused the template (unknown, not approved, or wrong parameters)',
      es: 'Meta rechazó la plantilla (desconocida, no aprobada o parámetros incorrectos)',
      tr: 'Meta şablonu reddetti (bilinmiyor, onaylanmamış veya parametreler hatalı)',
    },
  },
  ERR_CHANNEL_META_REFUSED: {
    status: 400,
    message: 'Meta refused the request',
    labels: {
      pt: 'A Meta recusou a solicitação',
      en: 'Meta refused the request',
      es: 'Meta rechazó la solicitud',
      tr: 'Meta isteği reddetti',
    },
  },
  ERR_CHANNEL_META_UNAVAILABLE: {
    status: 502,
    message: 'Meta could not be reached',
    labels: {
      pt: 'Não foi possível falar com a Meta',
      en: 'Meta could not be reached',
      es: 'No se pudo contactar con Meta',
      tr: 'Meta’ya ulaşılamadı',
    },
  },
  ERR_CHANNEL_META_NOT_CONFIGURED: {
    status: 409,
    message: 'The Meta app is not set up: the super admin sets its id and secret first',
    labels: {
      pt: 'O app da Meta não está configurado: o super admin define o id e o segredo primeiro',
      en: 'The Meta app is not set up: the super admin sets its id and secret first',
      es: 'La app de Meta no está configurada: el superadministrador define su id y secreto',
      tr: 'Meta uygulaması ayarlanmadı: önce süper yönetici kimliğini ve gizli anahtarını girer',
    },
  },
  ERR_CHANNEL_META_ACCOUNT_TAKEN: {
    status: 409,
    message: 'This Meta account is already linked to another connection',
    labels: {
      pt: 'Esta conta da Meta já está vinculada a outra conexão',
      en: 'This Meta account is already linked to another connection',
      es: 'Esta cuenta de Meta ya está vinculada a otra conexión',
      tr: 'Bu Meta hesabı zaten başka bir bağlantıya bağlı',
    },
  },
})
