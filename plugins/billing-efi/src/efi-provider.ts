import { randomBytes, timingSafeEqual } from 'node:crypto'
import { AppError, type BillingProvider, type Clock, type SettingsApi } from '@atendo/plugin-api'
import type { CertificateStore } from './certificate/certificate-store.ts'
import { type EfiConnection, efiCall } from './efi-client.ts'
import { efiErrors } from './errors.ts'

export interface EfiOptions {
  apiBaseUrl: string
  trustedCaPem: string | undefined
  /** How long a PIX code stays payable. */
  chargeExpirySeconds: number
  timeoutMs: number
}

interface EfiNotification {
  pix?: { txid?: string; valor?: string; horario?: string }[]
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The payer as Efí's `devedor`: a CPF (11 digits) or a CNPJ (14), else none. */
function debtor(payer: { name: string; document: string | null }) {
  const document = payer.document ?? ''
  if (document.length === 11) return { devedor: { cpf: document, nome: payer.name.slice(0, 200) } }
  if (document.length === 14) return { devedor: { cnpj: document, nome: payer.name.slice(0, 200) } }
  return {}
}

function failed(step: string, answer: { status: number; body: unknown }): Error {
  return new Error(`Efí ${step} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`)
}

/**
 * Efí (formerly Gerencianet) PIX: an immediate charge (`cob`) per invoice, its copy-paste code and
 * QR code image; every call over mutual TLS with the certificate the super admin uploaded. The
 * client id, secret and PIX key are global settings (`eficlientid`, `eficlientsecret`,
 * `efichavepix`). Efí's webhook is registered with `?hmac=<efiwebhooksecret>&ignorar=` on the
 * notification URL (Efí's documented way to authenticate its calls by URL when the mutual TLS of
 * the webhook ends at a proxy): a call without that secret is refused.
 */
export function efiProvider(
  settings: Pick<SettingsApi, 'readGlobal'>,
  certificates: CertificateStore,
  clock: Clock,
): BillingProvider<EfiOptions> {
  async function connection(options: EfiOptions): Promise<EfiConnection> {
    const certificate = await certificates.read('certificadoEfi')
    if (!certificate) throw new AppError(efiErrors.ERR_BILLING_EFI_CERTIFICATE_MISSING)
    return {
      apiBaseUrl: options.apiBaseUrl,
      certificate,
      trustedCaPem: options.trustedCaPem,
      timeoutMs: options.timeoutMs,
    }
  }

  async function accessToken(to: EfiConnection): Promise<string> {
    const [clientId, clientSecret] = await Promise.all([
      settings.readGlobal('eficlientid'),
      settings.readGlobal('eficlientsecret'),
    ])
    if (!clientId || !clientSecret)
      throw new AppError('ERR_PAYMENT_PROVIDER_UNAVAILABLE', { details: { provider: 'efi-pix' } })
    const answer = await efiCall(to, 'POST', '/oauth/token', {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      body: { grant_type: 'client_credentials' },
    })
    const token = (answer.body as { access_token?: string } | null)?.access_token
    if (answer.status !== 200 || !token) throw failed('OAuth', answer)
    return token
  }

  return {
    id: 'efi-pix',
    label: 'PIX (Efí)',
    methods: ['pix'],
    validateOptions(options) {
      new URL(options.apiBaseUrl)
    },
    async createCharge({ options, charge }) {
      const pixKey = await settings.readGlobal('efichavepix')
      if (!pixKey)
        throw new AppError('ERR_PAYMENT_PROVIDER_UNAVAILABLE', { details: { provider: 'efi-pix' } })
      const to = await connection(options)
      const authorization = `Bearer ${await accessToken(to)}`
      // txid: 26 to 35 letters and digits; the invoice in it helps reading Efí's statement.
      const txid = `atendo${String(charge.invoiceId).padStart(10, '0')}${randomBytes(6).toString('hex')}`
      const created = await efiCall(to, 'PUT', `/v2/cob/${txid}`, {
        authorization,
        body: {
          calendario: { expiracao: options.chargeExpirySeconds },
          ...debtor(charge.payer),
          valor: { original: (charge.amountCents / 100).toFixed(2) },
          chave: pixKey,
          solicitacaoPagador: charge.description.slice(0, 140),
        },
      })
      const cob = created.body as { txid?: string; loc?: { id?: number }; pixCopiaECola?: string } | null
      if (created.status !== 201 && created.status !== 200) throw failed('charge', created)
      if (!cob?.loc?.id) throw failed('charge', created)
      const qr = await efiCall(to, 'GET', `/v2/loc/${cob.loc.id}/qrcode`, { authorization })
      const code = qr.body as { qrcode?: string; imagemQrcode?: string } | null
      if (qr.status !== 200 || !code?.qrcode) throw failed('QR code', qr)
      const expiresAt = new Date(clock.now().getTime() + options.chargeExpirySeconds * 1000).toISOString()
      return {
        chargeId: cob.txid ?? txid,
        checkout: {
          kind: 'pix',
          copyPaste: code.qrcode,
          ...(code.imagemQrcode ? { qrCodeImage: code.imagemQrcode } : {}),
          expiresAt,
        },
      }
    },
    async verifyNotification({ notification }) {
      const secret = await settings.readGlobal('efiwebhooksecret')
      const given = notification.query.hmac ?? ''
      if (!secret || !sameSecret(secret, given)) return { kind: 'rejected' }
      let payload: EfiNotification
      try {
        payload = JSON.parse(notification.rawBody.toString('utf8')) as EfiNotification
      } catch {
        return { kind: 'ignored' }
      }
      const pix = payload.pix?.find((entry) => entry.txid && entry.valor)
      if (!pix) return { kind: 'ignored' }
      return {
        kind: 'paid',
        chargeId: pix.txid!,
        amountCents: Math.round(Number.parseFloat(pix.valor!) * 100),
        paidAt: pix.horario ?? clock.now().toISOString(),
      }
    },
  }
}
