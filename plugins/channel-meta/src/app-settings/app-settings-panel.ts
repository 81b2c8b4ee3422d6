import type { UiPanel } from '@atendo/plugin-api'

/**
 * The super admin's Meta app screen in the back office: the app id, its secret and the webhook
 * verify token. Secrets come back masked (`••••••` and their last four characters); saving the
 * mask, or nothing, keeps the saved secret.
 */
export const appSettingsPanel: UiPanel = {
  app: 'admin',
  kind: 'resource',
  id: 'channel-meta-app',
  label: 'Meta app',
  labels: { pt: 'App da Meta', en: 'Meta app', es: 'App de Meta', tr: 'Meta uygulaması' },
  path: '/channel-meta/app',
  icon: 'facebook',
  superOnly: true,
  fields: [
    {
      source: 'appId',
      label: 'App id',
      labels: { pt: 'Id do app', en: 'App id', es: 'Id de la app', tr: 'Uygulama kimliği' },
      type: 'text',
      required: true,
    },
    {
      source: 'appSecret',
      label: 'App secret',
      labels: {
        pt: 'Segredo do app',
        en: 'App secret',
        es: 'Secreto de la app',
        tr: 'Uygulama gizli anahtarı',
      },
      type: 'text',
    },
    {
      source: 'verifyToken',
      label: 'Webhook verify token',
      labels: {
        pt: 'Token de verificação do webhook',
        en: 'Webhook verify token',
        es: 'Token de verificación del webhook',
        tr: 'Webhook doğrulama belirteci',
      },
      type: 'text',
    },
    {
      source: 'callbackPath',
      label: 'Callback path',
      labels: {
        pt: 'Caminho de retorno (callback)',
        en: 'Callback path',
        es: 'Ruta de callback',
        tr: 'Geri çağırma yolu',
      },
      type: 'text',
    },
  ],
}
