import { createExtensionPoint } from './extension-points.ts'

/**
 * The billing contract. A payment provider (a PIX provider, Stripe, Asaas, Mercado Pago...) is a
 * plugin that implements `BillingProvider`; core's invoices and subscription screens never know
 * which one they talk to. Core asks a provider to open a charge for an invoice and shows what it
 * answers (a PIX code, or a link to the provider's own checkout); the provider tells core, through
 * a verified notification, that the charge was paid, and core renews the company.
 */

/**
 * How a company can pay: `pix` (a QR code and its copy-paste code) or `card` (on the provider's
 * own checkout page, so card numbers never reach Atendo).
 *
 * @example
 * const methods: PaymentMethod[] = ['pix']
 */
export type PaymentMethod = 'pix' | 'card'

/**
 * The charge core asks a provider to open for one invoice (administration.md, /financeiro PAGAR
 * and /subscription). Amounts are integer cents of `currency`.
 *
 * @example
 * const charge: InvoiceCharge = {
 *   invoiceId: 42, companyId: 7, amountCents: 14900, currency: 'BRL', method: 'pix',
 *   description: 'Plano Pro: 3 usuários, 2 conexões', dueDate: '2026-12-10',
 *   payer: { name: 'Empresa A', email: 'financeiro@empresa-a.com.br', document: null },
 *   returnUrl: 'https://atendo.example.com/financeiro',
 * }
 */
export interface InvoiceCharge {
  /** Atendo's invoice; unique per charge, so a provider may use it as its idempotency key. */
  invoiceId: number
  companyId: number
  /** What to charge, in cents (14900 is R$ 149,00). */
  amountCents: number
  currency: 'BRL'
  /** One of the provider's `methods`. */
  method: PaymentMethod
  /** What the payer reads on the charge: the plan and what it includes. */
  description: string
  /** The invoice's due date (yyyy-mm-dd). */
  dueDate: string
  payer: {
    name: string
    email: string
    /** CPF or CNPJ, digits only, when the company has one. */
    document: string | null
  }
  /** Where the provider's checkout page sends the browser back when the payer is done. */
  returnUrl: string
}

/**
 * What the checkout's payment screen shows for a charge: a PIX code to scan or copy, or a link
 * to the provider's own checkout (card payments).
 *
 * @example
 * const pix: ChargeCheckout = {
 *   kind: 'pix',
 *   copyPaste: '00020126580014br.gov.bcb.pix...6304ABCD',
 *   qrCodeImage: 'data:image/png;base64,iVBORw0KGgo...',
 *   expiresAt: '2026-12-10T23:59:59.000Z',
 * }
 * const card: ChargeCheckout = { kind: 'redirect', url: 'https://checkout.example.com/pay/cs_123' }
 */
export type ChargeCheckout =
  | {
      kind: 'pix'
      /** The PIX "copia e cola" code; the QR code encodes the same text. */
      copyPaste: string
      /** The QR code as an image URL (`data:` or https), when the provider renders one. */
      qrCodeImage?: string
      /** When the code stops being payable (ISO date-time). */
      expiresAt: string
    }
  | { kind: 'redirect'; url: string }

/**
 * A charge a provider opened.
 *
 * @example
 * return { chargeId: answer.txid, checkout: { kind: 'pix', copyPaste: answer.pixCopiaECola, expiresAt } }
 */
export interface OpenedCharge {
  /** The provider's id of the charge; its notifications name it. */
  chargeId: string
  checkout: ChargeCheckout
}

/**
 * A notification (webhook call) the provider sent to Atendo, untouched: verify its signature over
 * `rawBody` before parsing anything.
 *
 * @example
 * const signature = notification.headers['x-signature']
 * const payload = JSON.parse(notification.rawBody.toString('utf8'))
 */
export interface BillingNotification {
  /** Request headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>
  /** The body exactly as it arrived. */
  rawBody: Buffer
  /** The query string's parameters (some providers sign or identify calls there). */
  query: Record<string, string>
}

/**
 * What a provider found in a notification:
 * - `rejected`: not from the provider (no signature, or a wrong one); nothing may change.
 * - `paid`: the charge was paid; its invoice is settled and the company's due date moves on, and
 *   the company is told live (`company-{id}-payment` with `action` and `company.dueDate`).
 * - `ignored`: authentic, but nothing billing acts on (a charge created, a test ping).
 * Providers retry notifications, so the same payment may be reported again: a charge settles once.
 *
 * @example
 * if (!validSignature) return { kind: 'rejected' }
 * if (payload.event !== 'PAYMENT_RECEIVED') return { kind: 'ignored' }
 * return { kind: 'paid', chargeId: payload.id, amountCents: payload.valueCents, paidAt: payload.paidAt }
 */
export type NotificationOutcome =
  | { kind: 'rejected' }
  | { kind: 'ignored' }
  | {
      kind: 'paid'
      chargeId: string
      /** What was paid, in cents; less than the invoice's amount does not settle it. */
      amountCents: number
      /** When the payment was made (ISO date-time). */
      paidAt: string
    }

/**
 * A payment provider: a static id, an optional options validator and a few narrow async methods.
 * It keeps no state of its own: core holds the options it was provided with (its credentials)
 * and passes them on every call, so a provider is one object however many charges are open.
 *
 * @example
 * interface PixOptions { clientId: string; clientSecret: string; pixKey: string; webhookSecret: string }
 *
 * export const examplePix: BillingProvider<PixOptions> = {
 *   id: 'example-pix',
 *   label: 'PIX (Example Bank)',
 *   methods: ['pix'],
 *   validateOptions(options) {
 *     if (options.webhookSecret.length < 32) throw new Error('webhookSecret must have 32 characters or more')
 *   },
 *   async createCharge({ options, charge }) {
 *     const answer = await bank(options).createPixCharge(charge.invoiceId, charge.amountCents)
 *     return { chargeId: answer.txid, checkout: { kind: 'pix', copyPaste: answer.code, expiresAt: answer.expiresAt } }
 *   },
 *   async verifyNotification({ options, notification }) {
 *     if (!signedWith(options.webhookSecret, notification)) return { kind: 'rejected' }
 *     const { txid, valueCents, paidAt } = JSON.parse(notification.rawBody.toString('utf8'))
 *     return { kind: 'paid', chargeId: txid, amountCents: valueCents, paidAt }
 *   },
 * }
 */
export interface BillingProvider<Options = unknown> {
  /** Unique, kebab-case (`efi-pix`, `stripe`); stored on the charges it opens. */
  readonly id: string
  /** The provider's name as the back office shows it. */
  readonly label: string
  /** The methods the checkout may offer through this provider. */
  readonly methods: readonly PaymentMethod[]
  /**
   * Checks the options this provider was provided with; throws an `Error` saying what is wrong.
   * Core calls it at boot, so bad credentials stop the start naming the plugin instead of failing
   * the first payment. The plugin's `config` schema already checked their shape: check what a
   * schema cannot (one field needed with another, a key's format, sandbox against production).
   *
   * @example
   * validateOptions(options) {
   *   if (options.sandbox && !options.baseUrl.includes('sandbox')) throw new Error('sandbox needs the sandbox baseUrl')
   * }
   */
  validateOptions?(options: Options): void
  /**
   * Opens a charge for an invoice and answers what the checkout shows. Failing here (the provider
   * is down, refuses the payer) fails the payer's request; throw an `AppError` to choose its code.
   *
   * @example
   * async createCharge({ options, charge }) {
   *   const session = await stripe(options).checkout.sessions.create({ ... })
   *   return { chargeId: session.id, checkout: { kind: 'redirect', url: session.url } }
   * }
   */
  createCharge(call: { options: Options; charge: InvoiceCharge }): Promise<OpenedCharge>
  /**
   * Reads a notification the provider sent: verifies it came from the provider (a signature over
   * the raw body, compared in constant time) and says whether a charge was paid.
   *
   * @example
   * async verifyNotification({ options, notification }) {
   *   if (!validHmac(options.webhookSecret, notification.rawBody, notification.headers['x-signature']))
   *     return { kind: 'rejected' }
   *   return { kind: 'ignored' }
   * }
   */
  verifyNotification(call: {
    options: Options
    notification: BillingNotification
  }): Promise<NotificationOutcome>
}

/**
 * A provider as a plugin adds it to `billingProviders`: the provider and the options core will
 * validate at boot and pass to each of its calls (usually from the plugin's configuration).
 *
 * @example
 * const registration: BillingProviderRegistration<PixOptions> = { provider: examplePix, options: config.pix }
 */
export interface BillingProviderRegistration<Options = unknown> {
  provider: BillingProvider<Options>
  options: Options
}

/**
 * The extension point payment plugins add their provider to. Core refuses to start when two
 * providers share an id or a provider's `validateOptions` rejects its options, naming the plugin.
 *
 * @example
 * register({ extensions, config }) {
 *   extensions.provide(billingProviders, { provider: examplePix, options: config })
 * }
 */
export const billingProviders = createExtensionPoint<BillingProviderRegistration>('core.billing-providers')
