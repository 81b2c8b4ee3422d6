/**
 * How often a company pays, and so how far one payment moves its due date (administration.md §4:
 * MENSAL 1, BIMESTRAL 2, TRIMESTRAL 3, SEMESTRAL 6, ANUAL 12 months).
 *
 * @example
 * const recurrence: Recurrence = 'TRIMESTRAL'
 */
export type Recurrence = 'MENSAL' | 'BIMESTRAL' | 'TRIMESTRAL' | 'SEMESTRAL' | 'ANUAL'

/**
 * A company as billing sees it: who pays, until when the licence runs, how often it renews and
 * what its plan includes. Amounts are the plan's, in reais (149.9 is R$ 149,90).
 *
 * @example
 * const company: BillingCompany = {
 *   id: 7, name: 'Empresa A', email: 'financeiro@empresa-a.com.br', document: '12345678000199',
 *   dueDate: '2026-12-10', recurrence: 'MENSAL', active: true,
 *   plan: { id: 2, name: 'Pro', amount: 149.9, users: 3, connections: 2, queues: 5 },
 * }
 */
export interface BillingCompany {
  id: number
  name: string
  email: string | null
  /** CPF or CNPJ as the super admin typed it. */
  document: string | null
  /** The licence's last day (yyyy-mm-dd); null when the company never expires. */
  dueDate: string | null
  recurrence: Recurrence
  /** The super admin's on/off switch of the company. */
  active: boolean
  plan: { id: number; name: string; amount: number; users: number; connections: number; queues: number }
}

/**
 * Core's companies for billing plugins: read the company that pays, page through the companies
 * whose licence ends soon, and renew a licence once its invoice is paid.
 *
 * @example
 * for (let afterId = 0; ; ) {
 *   const page = await companies.dueBy('2026-12-20', { afterId, limit: 200 })
 *   if (page.length === 0) break
 *   afterId = page.at(-1)!.id
 * }
 */
export interface CompaniesApi {
  /** One company, or undefined when there is none with this id. */
  find(companyId: number): Promise<BillingCompany | undefined>
  /**
   * The active companies (the platform's own company left out) whose due date is on or before
   * `date` (yyyy-mm-dd), by id, after `afterId` (keyset paging), at most `limit` (default and
   * maximum 500).
   *
   * @example
   * const dueSoon = await companies.dueBy('2026-12-20')
   */
  dueBy(date: string, page?: { afterId?: number; limit?: number }): Promise<BillingCompany[]>
  /**
   * Renews the company's licence for the period that ended on `paidDueDate`: its due date becomes
   * that date plus the company's recurrence (31 January + 1 month = the last day of February).
   * Idempotent: a due date already at or beyond the new one is left alone, so applying the same
   * payment twice moves the licence once. Answers the company's due date afterwards.
   *
   * @example
   * const dueDate = await companies.renewDueDate(invoice.companyId, invoice.dueDate)
   * realtime.toCompany(invoice.companyId).emit(`company-${invoice.companyId}-payment`, { action: 'CONCLUIDA', company: { dueDate } })
   */
  renewDueDate(companyId: number, paidDueDate: string): Promise<string>
}
