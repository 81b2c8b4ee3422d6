import type { BillingCompany, Recurrence } from '@atendo/plugin-api'

/** Months one period covers, by recurrence (administration.md §9). */
export const recurrenceMonths: Record<Recurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
}

/** What an invoice bills: the plan's contents, and its monthly amount times the months of the period. */
export interface InvoiceTerms {
  detail: string
  users: number
  connections: number
  queues: number
  /** In reais, two decimals. */
  value: number
  dueDate: string
}

/**
 * The invoice of the company's current period: the one ending on its due date. The plan's amount
 * is monthly, so a TRIMESTRAL company's invoice is three months of it.
 */
export function invoiceTerms(company: BillingCompany & { dueDate: string }): InvoiceTerms {
  const months = recurrenceMonths[company.recurrence]
  return {
    detail: company.plan.name,
    users: company.plan.users,
    connections: company.plan.connections,
    queues: company.plan.queues,
    value: Math.round(company.plan.amount * months * 100) / 100,
    dueDate: company.dueDate,
  }
}

/** `date` (yyyy-mm-dd) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}
