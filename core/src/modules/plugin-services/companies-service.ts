import { type BillingCompany, type CompaniesApi, PLATFORM_COMPANY_ID } from '@atendo/plugin-api'
import { dueDateOrNull, type Recurrence, renewedDueDate } from '../companies/index.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm, servicePlatformEm } from './service-em.ts'

/** Most companies one `dueBy` page answers. */
const maxPage = 500

interface CompanyRow {
  id: number
  name: string
  email: string | null
  document: string | null
  due_date: string | null
  recurrence: Recurrence
  status: boolean
  plan_id: number
  plan_name: string
  amount: string | number
  users: number
  connections: number
  queues: number
}

const selectCompany = `
  select c.id, c.name, c.email, c.document, to_char(c.due_date, 'YYYY-MM-DD') as due_date, c.recurrence,
         c.status, p.id as plan_id, p.name as plan_name, p.amount, p.users, p.connections, p.queues
    from companies c join plans p on p.id = c.plan_id`

function billingCompany(row: CompanyRow): BillingCompany {
  return {
    id: row.id,
    name: row.name,
    email: row.email || null,
    document: row.document || null,
    dueDate: row.due_date,
    recurrence: row.recurrence,
    active: row.status,
    plan: {
      id: row.plan_id,
      name: row.plan_name,
      amount: Number(row.amount),
      users: row.users,
      connections: row.connections,
      queues: row.queues,
    },
  }
}

/** `CompaniesApi`: billing's view of the companies, and the licence renewal a payment makes. */
export function companiesService(deps: PluginServiceDeps): CompaniesApi {
  return {
    async find(companyId) {
      const rows = await serviceEm(deps.orm(), companyId).execute<CompanyRow[]>(
        `${selectCompany} where c.id = ?`,
        [companyId],
      )
      return rows[0] ? billingCompany(rows[0]) : undefined
    },
    async dueBy(date, page = {}) {
      const until = dueDateOrNull(date)
      if (!until) throw new TypeError(`dueBy needs a yyyy-mm-dd date, got ${JSON.stringify(date)}`)
      const limit = Math.max(1, Math.min(page.limit ?? maxPage, maxPage))
      const rows = await servicePlatformEm(deps.orm()).execute<CompanyRow[]>(
        `${selectCompany}
          where c.status and c.id <> ? and c.due_date is not null and c.due_date <= ?::date and c.id > ?
          order by c.id limit ?`,
        [PLATFORM_COMPANY_ID, until, page.afterId ?? 0, limit],
      )
      return rows.map(billingCompany)
    },
    async renewDueDate(companyId, paidDueDate) {
      const paid = dueDateOrNull(paidDueDate)
      if (!paid)
        throw new TypeError(`renewDueDate needs a yyyy-mm-dd date, got ${JSON.stringify(paidDueDate)}`)
      const em = serviceEm(deps.orm(), companyId)
      const rows = await em.execute<{ recurrence: Recurrence }[]>(
        'select recurrence from companies where id = ?',
        [companyId],
      )
      const company = rows[0]
      if (!company) throw new TypeError(`company ${companyId} does not exist`)
      const renewed = renewedDueDate(paid, company.recurrence)
      // Compare-and-set: a due date already at or past the renewal (the same payment applied
      // before, or a later one) stays, so a payment moves the licence once.
      await em.execute(
        `update companies set due_date = ?::date, updated_at = now()
          where id = ? and (due_date is null or due_date < ?::date)`,
        [renewed, companyId, renewed],
      )
      const after = await em.execute<{ due_date: string }[]>(
        `select to_char(due_date, 'YYYY-MM-DD') as due_date from companies where id = ?`,
        [companyId],
      )
      return after[0]!.due_date
    },
  }
}
