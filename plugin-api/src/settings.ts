/**
 * A company option a plugin adds to the company settings (administration.md §3), with its default.
 *
 * @example
 * settings.companyOption({ key: 'campaignsEnabled', default: 'false' })
 */
export interface CompanyOption {
  key: string
  default: string
}

/**
 * The platform's global settings a plugin may read (administration.md §3 global keys), as the
 * super admin sets them: the theme, the download limit, user creation, and the credentials kept
 * for integrations (payment providers, the AI audio key `openaikeyaudio`).
 *
 * @example
 * const key: GlobalSettingKey = 'openaikeyaudio'
 */
export type GlobalSettingKey =
  | 'userCreation'
  | 'downloadLimit'
  | 'primaryColorLight'
  | 'primaryColorDark'
  | 'appName'
  | 'appLogoLight'
  | 'appLogoDark'
  | 'appLogoFavicon'
  | 'eficlientid'
  | 'eficlientsecret'
  | 'efichavepix'
  | 'mpaccesstoken'
  | 'stripeprivatekey'
  | 'asaastoken'
  /** The secret Efí's webhook URL carries (its `hmac` query parameter), for Efí's PIX notifications. */
  | 'efiwebhooksecret'
  /** Stripe's webhook signing secret (whsec_...), checked on its Stripe-Signature header. */
  | 'stripewebhooksecret'
  /** The access token Asaas sends in the asaas-access-token header of its webhooks. */
  | 'asaaswebhooktoken'
  /** Mercado Pago's webhook secret, checked on its x-signature header. */
  | 'mpwebhooksecret'
  /** The id of the billing provider the checkout charges through (`efi-pix`, `stripe`...). */
  | 'paymentprovider'
  | 'openaikeyaudio'

/**
 * Core's company options a plugin may read (administration.md §3), besides the options it declares.
 *
 * @example
 * const key: CoreCompanyOptionKey = 'acceptCallWhatsapp'
 */
export type CoreCompanyOptionKey =
  | 'acceptCallWhatsapp'
  | 'AcceptCallWhatsappMessage'
  | 'acceptAudioMessageContact'
  | 'sendSignMessage'
  | 'enableLGPD'
  | 'lgpdHideNumber'
  | 'userRating'
  | 'scheduleType'
  | 'chatBotType'
  /** The IANA zone the company's days and hours are told in (always a zone this runtime knows). */
  | 'timeZone'

/**
 * Declaring company options, and reading global settings.
 *
 * @example
 * register({ settings }) {
 *   settings.companyOption({ key: 'farewellsEnabled', default: 'enabled' })
 * }
 */
export interface SettingsApi {
  /** Declares a company option: a key of the company settings with its default, read and changed like core's own. */
  companyOption(option: CompanyOption): void
  /**
   * The current value of a global setting, unmasked (a credential as the super admin typed it),
   * or its default when it was never set (`''` for credentials; a logo answers its storage key).
   * Read it when you need it rather than once at boot, so a change applies at once. Usable from
   * handlers, jobs and providers, once the app has started.
   *
   * @example
   * const apiKey = await settings.readGlobal('openaikeyaudio')
   * if (apiKey === '') throw new AppError('ERR_TRANSCRIPTION_NOT_CONFIGURED')
   */
  readGlobal(key: GlobalSettingKey): Promise<string>
  /**
   * A company's current value of a company option: one this plugin declared with `companyOption`,
   * or one of core's listed in `CoreCompanyOptionKey`; the default when the company never set it.
   * Another plugin's option, or an unknown key, fails with ERR_NO_SETTING_FOUND. Read it when you
   * need it (not once at boot), so an admin's change applies at once.
   *
   * @example
   * settings.companyOption({ key: 'orderStatusGreeting', default: 'Olá!' })
   * // later, in a route, job or inbound handler:
   * const greeting = await settings.readCompanyOption(companyId, 'orderStatusGreeting')
   */
  readCompanyOption(
    companyId: number,
    key: CoreCompanyOptionKey | (string & Record<never, never>),
  ): Promise<string>
}
