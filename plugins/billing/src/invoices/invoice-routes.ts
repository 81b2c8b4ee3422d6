import { ListQuerySchema, listAnswerSchema, type PluginRoutes, pageOf, sendPage } from '@atendo/plugin-api'
import { type InvoiceRow, InvoiceSchema, invoiceColumns, invoiceView } from './invoice-records.ts'

const tags = ['billing']
/** An overdue company reads its invoices: they are how it pays (docs/billing.md). */
const whileOverdue = { access: { allowExpired: true } }

/** The company's invoices (administration.md §2 /financeiro, §7 GET /invoices/all). */
export const invoiceRoutes: PluginRoutes = async (fastify) => {
  fastify.get(
    '/invoices/all',
    {
      config: whileOverdue,
      schema: {
        tags,
        summary: "The company's invoices, latest due date first (searchParam matches the detail)",
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('list', InvoiceSchema) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.caller
      const page = pageOf(request.query, { pageSize: 20, sortable: ['id', 'dueDate'] })
      const search = page.search?.trim() ? `%${page.search.trim()}%` : null
      const where = `i.company_id = ?${search ? ' and i.detail ilike ?' : ''}`
      const params: unknown[] = search ? [companyId, search] : [companyId]
      const order = page.orderBy
        ? `i.${page.orderBy.field === 'dueDate' ? 'due_date' : 'id'} ${page.orderBy.direction}`
        : 'i.due_date desc'
      const rows = await request.em.execute<InvoiceRow[]>(
        `select ${invoiceColumns} from billing_invoices i where ${where} order by ${order}, i.id desc limit ? offset ?`,
        [...params, page.limit, page.offset],
      )
      const [{ total }] = await request.em.execute<{ total: string }[]>(
        `select count(*) as total from billing_invoices i where ${where}`,
        params,
      )
      return sendPage(reply, page, 'list', rows.map(invoiceView), Number(total))
    },
  )
}
