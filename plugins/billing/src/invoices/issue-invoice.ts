import type { BillingCompany, Em } from '@atendo/plugin-api'
import { invoiceTerms } from './invoice-terms.ts'

/**
 * Writes the invoice of the company's current period unless it exists: the unique key on
 * (company, due date) makes a second writer (another worker, a retried run) a no-op. Answers the
 * invoice's id either way.
 */
export async function issueInvoice(em: Em, company: BillingCompany & { dueDate: string }): Promise<number> {
  const terms = invoiceTerms(company)
  const inserted = await em.execute<{ id: number }[]>(
    `insert into billing_invoices (company_id, detail, users, connections, queues, value, due_date)
     values (?, ?, ?, ?, ?, ?, ?::date)
     on conflict (company_id, due_date) do nothing returning id`,
    [company.id, terms.detail, terms.users, terms.connections, terms.queues, terms.value, terms.dueDate],
  )
  if (inserted[0]) return inserted[0].id
  const existing = await em.execute<{ id: number }[]>(
    'select id from billing_invoices where company_id = ? and due_date = ?::date',
    [company.id, terms.dueDate],
  )
  return existing[0]!.id
}
