import { declareErrors } from '@atendo/plugin-api'

/** Billing's refusals, in the front ends' languages (the checkout's two messages are the spec's). */
export const billingErrors = declareErrors({
  ERR_BILLING_NAME_REQUIRED: {
    status: 400,
    message: 'The full name is required',
    labels: {
      pt: 'O nome completo é obrigatório',
      en: 'The full name is required',
      es: 'El nombre completo es obligatorio',
      tr: 'Tam ad zorunludur',
    },
  },
  ERR_BILLING_DOCUMENT_REQUIRED: {
    status: 400,
    message: 'The CPF/CNPJ is required',
    labels: {
      pt: 'CEP é obrigatório',
      en: 'The CPF/CNPJ is required',
      es: 'El CPF/CNPJ es obligatorio',
      tr: 'CPF/CNPJ zorunludur',
    },
  },
  ERR_BILLING_CUSTOM_PLAN_TOO_SMALL: {
    status: 400,
    message: 'A custom plan has at least 3 users and 3 connections',
    labels: {
      pt: 'Um plano personalizado tem pelo menos 3 usuários e 3 conexões',
      en: 'A custom plan has at least 3 users and 3 connections',
      es: 'Un plan personalizado tiene al menos 3 usuarios y 3 conexiones',
      tr: 'Özel plan en az 3 kullanıcı ve 3 bağlantı içerir',
    },
  },
  ERR_BILLING_INVOICE_NOT_FOUND: {
    status: 404,
    message: 'Invoice not found',
    labels: {
      pt: 'Fatura não encontrada',
      en: 'Invoice not found',
      es: 'Factura no encontrada',
      tr: 'Fatura bulunamadı',
    },
  },
  ERR_BILLING_INVOICE_PAID: {
    status: 409,
    message: 'This invoice is already paid',
    labels: {
      pt: 'Esta fatura já está paga',
      en: 'This invoice is already paid',
      es: 'Esta factura ya está pagada',
      tr: 'Bu fatura zaten ödendi',
    },
  },
  ERR_BILLING_NOT_CONFIGURED: {
    status: 409,
    message: 'No payment provider is configured; ask the platform administrator',
    labels: {
      pt: 'Nenhum meio de pagamento configurado; fale com o administrador da plataforma',
      en: 'No payment provider is configured; ask the platform administrator',
      es: 'Ningún medio de pago configurado; consulte al administrador de la plataforma',
      tr: 'Ödeme sağlayıcısı yapılandırılmamış; platform yöneticisine başvurun',
    },
  },
  ERR_BILLING_PROVIDER_FAILED: {
    status: 502,
    message: 'The payment provider did not open the charge; try again',
    labels: {
      pt: 'O provedor de pagamento não abriu a cobrança; tente novamente',
      en: 'The payment provider did not open the charge; try again',
      es: 'El proveedor de pago no abrió el cobro; inténtelo de nuevo',
      tr: 'Ödeme sağlayıcısı tahsilatı açamadı; tekrar deneyin',
    },
  },
  ERR_BILLING_NOTIFICATION_REJECTED: {
    status: 401,
    message: 'The notification is not signed by the provider',
    labels: {
      pt: 'A notificação não foi assinada pelo provedor',
      en: 'The notification is not signed by the provider',
      es: 'La notificación no está firmada por el proveedor',
      tr: 'Bildirim sağlayıcı tarafından imzalanmamış',
    },
  },
})
