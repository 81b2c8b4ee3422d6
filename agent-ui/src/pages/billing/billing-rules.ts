import type { ApiAnswer } from '@atendo/sdk'

/** An invoice as GET /invoices/all lists it (administration.md §3 Invoice). */
export type Invoice = Exclude<ApiAnswer<'get', '/api/invoices/all'>, unknown[]>['list'][number]
/** What POST /subscription answers (administration.md §3 Payment result). */
export type PaymentResult = ApiAnswer<'post', '/api/subscription'>

/** How an invoice shows in /financeiro (administration.md §4 Invoice). */
export type InvoiceState = 'paid' | 'overdue' | 'open'

/**
 * Paid shows Pago; unpaid with a due date before today shows Vencido (the row shaded); otherwise
 * Em Aberto. `today` is the company's calendar day (YYYY-MM-DD): a due date is a day, not an instant.
 */
export function invoiceState(invoice: { status: string; dueDate: string }, today: string): InvoiceState {
  if (invoice.status === 'paid') return 'paid'
  return invoice.dueDate.slice(0, 10) < today ? 'overdue' : 'open'
}

/** A calendar day (YYYY-MM-DD, or an instant's date part) as DD/MM/YYYY, without any zone shift. */
export function dayMonthYear(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-')
  return `${date}/${month}/${year}`
}

/** An amount in reais as the product shows it: pt-BR currency, two decimals (administration.md §9). */
export function reais(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value)
}

/** The custom plan of administration.md §9: 3 users and 3 connections for 49. */
export const customPlanBase = { users: 3, connections: 3, price: 49 } as const
/** What each extra user and each extra connection adds. */
export const customPlanExtra = { user: 11, connection: 20 } as const

/**
 * The monthly price of a custom plan, shown while the user chooses; the server prices the charge
 * itself (docs/billing.md) and the payment screen shows its figure. Undefined below the base.
 */
export function customPlanMonthly(users: number, connections: number): number | undefined {
  if (!Number.isInteger(users) || !Number.isInteger(connections)) return undefined
  if (users < customPlanBase.users || connections < customPlanBase.connections) return undefined
  return (
    customPlanBase.price +
    (users - customPlanBase.users) * customPlanExtra.user +
    (connections - customPlanBase.connections) * customPlanExtra.connection
  )
}

/** What the checkout's form holds (administration.md §3 Subscription payload, the fields shown). */
export interface CheckoutForm {
  firstName: string
  zipcode: string
  address2: string
  city: string
  state: string
  users: number
  connections: number
}

/** The two fields the checkout enforces (administration.md §5), by field, as message keys. */
export function checkoutProblems(
  form: Pick<CheckoutForm, 'firstName' | 'zipcode'>,
): Partial<Record<'firstName' | 'zipcode', 'checkout.nameRequired' | 'checkout.documentRequired'>> {
  return {
    ...(form.firstName.trim() ? {} : { firstName: 'checkout.nameRequired' as const }),
    ...(form.zipcode.trim() ? {} : { zipcode: 'checkout.documentRequired' as const }),
  }
}

/**
 * Beyond this many days the licence text gives the date, not a count: "vence em 355414 dias" (the
 * platform's own company, due in 2999) tells nothing a date does not tell better.
 */
export const countedDaysHorizon = 60

/**
 * The licence text of /subscription: expired, today, in one day, in N days (up to
 * `countedDaysHorizon`), valid until a day (the company's calendar day, YYYY-MM-DD), or never.
 */
export function licenceText(
  dueDate: string | null | undefined,
  today: string,
):
  | { key: 'subscription.noExpiry' }
  | { key: 'subscription.expired'; date: string }
  | { key: 'subscription.validUntil'; day: string }
  | {
      key: 'subscription.expiresToday' | 'subscription.expiresInDay' | 'subscription.expiresIn'
      days: number
    } {
  if (!dueDate) return { key: 'subscription.noExpiry' }
  const day = dueDate.slice(0, 10)
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
  if (days < 0) return { key: 'subscription.expired', date: dayMonthYear(dueDate) }
  if (days === 0) return { key: 'subscription.expiresToday', days }
  if (days > countedDaysHorizon) return { key: 'subscription.validUntil', day }
  return { key: days === 1 ? 'subscription.expiresInDay' : 'subscription.expiresIn', days }
}
