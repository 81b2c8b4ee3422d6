import type { Clock, CompaniesApi, DbApi, RealtimeApi } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'

export interface SettleServices {
  db: DbApi
  companies: CompaniesApi
  realtime: RealtimeApi
  clock: Clock
  log: FastifyBaseLogger
}

/** What became of a payment a provider reported, as the notifications log records it. */
export type SettleOutcome = 'paid' | 'replayed' | 'unknown-charge' | 'underpaid'

interface ChargeRow {
  company_id: number
  invoice_id: number
  amount_cents: number
}

/**
 * Applies a verified payment: the invoice is marked paid by a compare-and-set on its status, so
 * of several deliveries of the same payment (retries, two at once) one settles it and the others
 * are replays; the licence is renewed from the invoice's due date, which is idempotent too, and
 * done on replays as well so a crash between the two steps heals on the provider's next retry.
 * Only the delivery that settled emits the `payment` event.
 */
export async function settlePayment(
  services: SettleServices,
  payment: { provider: string; chargeId: string; amountCents: number; paidAt: string },
): Promise<SettleOutcome> {
  const { db, companies, realtime, clock, log } = services
  const charges = await db
    .platform()
    .execute<ChargeRow[]>(
      'select company_id, invoice_id, amount_cents from billing_charges where provider = ? and charge_id = ?',
      [payment.provider, payment.chargeId],
    )
  const charge = charges[0]
  if (!charge) {
    log.warn(
      { provider: payment.provider, chargeId: payment.chargeId },
      'a payment of a charge billing never opened',
    )
    return 'unknown-charge'
  }
  if (payment.amountCents < charge.amount_cents) {
    log.warn(
      { ...payment, expectedCents: charge.amount_cents },
      'a payment below the charge does not settle the invoice',
    )
    return 'underpaid'
  }
  const companyId = charge.company_id
  const paidAt = Number.isNaN(Date.parse(payment.paidAt)) ? clock.now() : new Date(payment.paidAt)
  const em = db.forCompany(companyId)
  const settled = await em.execute<{ due_date: string }[]>(
    `update billing_invoices set status = 'paid', paid_at = ?, paid_provider = ?, paid_charge_id = ?, updated_at = now()
      where id = ? and company_id = ? and status = 'open' returning to_char(due_date, 'YYYY-MM-DD') as due_date`,
    [paidAt, payment.provider, payment.chargeId, charge.invoice_id, companyId],
  )
  const invoice =
    settled[0] ??
    (
      await em.execute<{ due_date: string }[]>(
        `select to_char(due_date, 'YYYY-MM-DD') as due_date from billing_invoices where id = ? and company_id = ?`,
        [charge.invoice_id, companyId],
      )
    )[0]!
  const dueDate = await companies.renewDueDate(companyId, invoice.due_date)
  if (!settled[0]) {
    log.info(
      { ...payment, companyId, invoiceId: charge.invoice_id },
      'a payment already applied was delivered again',
    )
    return 'replayed'
  }
  log.info({ ...payment, companyId, invoiceId: charge.invoice_id, dueDate }, 'invoice paid, licence renewed')
  realtime
    .toCompany(companyId)
    .emit(`company-${companyId}-payment`, { action: 'CONCLUIDA', company: { id: companyId, dueDate } })
  return 'paid'
}
