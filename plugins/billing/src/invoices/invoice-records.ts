import { AppError, type Em, idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { billingErrors } from '../errors.ts'

/** An invoice as the screens read it (administration.md §3 Invoice). */
export const InvoiceSchema = Type.Object({
  id: idSchema(),
  detail: Type.String(),
  users: Type.Integer(),
  connections: Type.Integer(),
  queues: Type.Integer(),
  /** In reais, two decimals. */
  value: Type.Number(),
  dueDate: Type.String({ description: 'yyyy-mm-dd' }),
  /** `paid`, or `open` until it is. */
  status: Type.Union([Type.Literal('open'), Type.Literal('paid')]),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
})

export interface InvoiceRow {
  id: number
  company_id: number
  detail: string
  users: number
  connections: number
  queues: number
  value: string | number
  due_date: string
  status: 'open' | 'paid'
  paid_at: Date | string | null
  created_at: Date | string
}

export const invoiceColumns = `i.id, i.company_id, i.detail, i.users, i.connections, i.queues, i.value,
  to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.status, i.paid_at, i.created_at`

const iso = (value: Date | string) => new Date(value).toISOString()

export function invoiceView(row: InvoiceRow) {
  return {
    id: row.id,
    detail: row.detail,
    users: row.users,
    connections: row.connections,
    queues: row.queues,
    value: Number(row.value),
    dueDate: row.due_date,
    status: row.status,
    paidAt: row.paid_at ? iso(row.paid_at) : null,
    createdAt: iso(row.created_at),
  }
}

/** The company's invoice, or ERR_BILLING_INVOICE_NOT_FOUND (another company's id included). */
export async function findInvoice(em: Em, companyId: number, invoiceId: number): Promise<InvoiceRow> {
  const rows = await em.execute<InvoiceRow[]>(
    `select ${invoiceColumns} from billing_invoices i where i.company_id = ? and i.id = ?`,
    [companyId, invoiceId],
  )
  if (!rows[0]) throw new AppError(billingErrors.ERR_BILLING_INVOICE_NOT_FOUND)
  return rows[0]
}
