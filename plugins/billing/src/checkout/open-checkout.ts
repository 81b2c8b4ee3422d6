import {
  AppError,
  type BillingCompany,
  type ChargeCheckout,
  type CompaniesApi,
  type DbApi,
  type Em,
  type InvoiceCharge,
} from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Static } from 'typebox'
import { billingErrors } from '../errors.ts'
import { findInvoice, type InvoiceRow, invoiceColumns } from '../invoices/invoice-records.ts'
import { recurrenceMonths } from '../invoices/invoice-terms.ts'
import { issueInvoice } from '../invoices/issue-invoice.ts'
import { customPlanPrice } from './custom-plan-price.ts'
import type { PaymentProviders } from './payment-provider.ts'
import type { PaymentResultSchema, SubscriptionBody } from './subscription-schemas.ts'

export interface CheckoutServices {
  db: DbApi
  companies: CompaniesApi
  providers: PaymentProviders
  log: FastifyBaseLogger
  today: () => string
}

type PaymentResult = Static<typeof PaymentResultSchema>

/** Where the result field of each known redirecting provider goes (§3 Payment result). */
const urlFieldOf: Record<string, 'stripeURL' | 'asaasURL' | 'mercadopagoURL'> = {
  stripe: 'stripeURL',
  asaas: 'asaasURL',
  mercadopago: 'mercadopagoURL',
}

/** The invoice being paid: the one named, else the oldest open one, else the current period's. */
async function invoiceToPay(
  em: Em,
  company: BillingCompany,
  invoiceId: number | undefined,
  today: string,
): Promise<InvoiceRow> {
  if (invoiceId !== undefined) return findInvoice(em, company.id, invoiceId)
  const open = await em.execute<InvoiceRow[]>(
    `select ${invoiceColumns} from billing_invoices i where i.company_id = ? and i.status = 'open'
      order by i.due_date limit 1`,
    [company.id],
  )
  if (open[0]) return open[0]
  const id = await issueInvoice(em, { ...company, dueDate: company.dueDate ?? today })
  return findInvoice(em, company.id, id)
}

/** What the checkout charges: the invoice as issued, or the custom plan the payer composed. */
function chargeTerms(invoice: InvoiceRow, company: BillingCompany, body: Static<typeof SubscriptionBody>) {
  const custom =
    body.users !== undefined &&
    body.connections !== undefined &&
    (body.users !== invoice.users || body.connections !== invoice.connections)
  if (!custom) {
    return {
      custom: false,
      detail: invoice.detail,
      users: invoice.users,
      connections: invoice.connections,
      value: Number(invoice.value),
    }
  }
  const monthly = customPlanPrice(body.users!, body.connections!)
  if (monthly === undefined) throw new AppError(billingErrors.ERR_BILLING_CUSTOM_PLAN_TOO_SMALL)
  return {
    custom: true,
    detail: 'Plano personalizado',
    users: body.users!,
    connections: body.connections!,
    value: monthly * recurrenceMonths[company.recurrence],
  }
}

function checkoutResult(
  invoiceId: number,
  provider: string,
  value: number,
  checkout: ChargeCheckout,
): PaymentResult {
  const result: PaymentResult = { invoiceId, provider, valorext: value }
  if (checkout.kind === 'pix') {
    result.qrcode = {
      qrcode: checkout.copyPaste,
      expiresAt: checkout.expiresAt,
      ...(checkout.qrCodeImage ? { imagemQrcode: checkout.qrCodeImage } : {}),
    }
  } else {
    result[urlFieldOf[provider] ?? 'url'] = checkout.url
  }
  return result
}

/**
 * POST /subscription: checks the two enforced fields, prices what is paid on the server, asks the
 * configured provider to open the charge, and records it (with the custom plan's terms on the
 * invoice) so the provider's notification finds the invoice. The provider is asked first: when it
 * fails nothing is written.
 */
export async function openCheckout(
  services: CheckoutServices,
  caller: { companyId: number; email: string },
  body: Static<typeof SubscriptionBody>,
  returnUrl: string,
): Promise<PaymentResult> {
  if (!body.firstName?.trim()) throw new AppError(billingErrors.ERR_BILLING_NAME_REQUIRED)
  if (!body.zipcode?.trim()) throw new AppError(billingErrors.ERR_BILLING_DOCUMENT_REQUIRED)
  const company = await services.companies.find(caller.companyId)
  if (!company) throw new AppError('ERR_NOT_FOUND')
  const em = services.db.forCompany(company.id)
  const invoice = await invoiceToPay(em, company, body.invoiceId, services.today())
  if (invoice.status === 'paid') throw new AppError(billingErrors.ERR_BILLING_INVOICE_PAID)
  const terms = chargeTerms(invoice, company, body)
  const { provider, options } = await services.providers.chosen()
  const method = provider.methods.includes('pix') ? 'pix' : 'card'
  const document = (body.zipcode.replace(/\D/g, '') || company.document?.replace(/\D/g, '')) ?? ''
  const charge: InvoiceCharge = {
    invoiceId: invoice.id,
    companyId: company.id,
    amountCents: Math.round(terms.value * 100),
    currency: 'BRL',
    method,
    description: `${terms.detail}: ${terms.users} usuários, ${terms.connections} conexões`,
    dueDate: invoice.due_date,
    payer: {
      name: [body.firstName.trim(), body.lastName?.trim()].filter(Boolean).join(' '),
      email: company.email ?? caller.email,
      document: document || null,
    },
    returnUrl,
  }
  let opened: Awaited<ReturnType<typeof provider.createCharge>>
  try {
    opened = await provider.createCharge({ options, charge })
  } catch (error) {
    if (error instanceof AppError) throw error
    services.log.error(
      { err: error, provider: provider.id, invoiceId: invoice.id },
      'the provider did not open the charge',
    )
    throw new AppError(billingErrors.ERR_BILLING_PROVIDER_FAILED, { details: { provider: provider.id } })
  }
  await em.transactional(async (tx) => {
    if (terms.custom) {
      await tx.execute(
        `update billing_invoices set detail = ?, users = ?, connections = ?, value = ?, updated_at = now()
          where id = ? and company_id = ? and status = 'open'`,
        [terms.detail, terms.users, terms.connections, terms.value, invoice.id, company.id],
      )
    }
    await tx.execute(
      `insert into billing_charges (company_id, invoice_id, provider, charge_id, amount_cents) values (?, ?, ?, ?, ?)
       on conflict (provider, charge_id) do nothing`,
      [company.id, invoice.id, provider.id, opened.chargeId, charge.amountCents],
    )
  })
  return checkoutResult(invoice.id, provider.id, terms.value, opened.checkout)
}
