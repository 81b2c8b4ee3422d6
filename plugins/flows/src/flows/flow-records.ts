import { AppError, type Em } from '@atendo/plugin-api'
import { flowErrors } from '../errors.ts'
import type { FlowDocumentValue } from './validate-flow.ts'

export interface FlowRow {
  id: number
  company_id: number
  name: string
  active: boolean
  nodes: FlowDocumentValue['nodes'] | null
  connections: FlowDocumentValue['connections'] | null
  created_at: Date | string
  updated_at: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()

export function flowSummary(row: FlowRow) {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    companyId: row.company_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

/** The flow with its document; `flow` is null until the canvas was first saved (§7). */
export function flowWithDocument(row: FlowRow) {
  return {
    ...flowSummary(row),
    flow: row.nodes ? { nodes: row.nodes, connections: row.connections ?? [] } : null,
  }
}

/** One flow of the company; another company's id is as unknown as a missing one. */
export async function findFlow(em: Em, companyId: number, flowId: number, lock = false): Promise<FlowRow> {
  const [row] = await em.execute<FlowRow[]>(
    `select * from flows where company_id = ? and id = ?${lock ? ' for update' : ''}`,
    [companyId, flowId],
  )
  if (!row) throw new AppError(flowErrors.ERR_FLOWS_NOT_FOUND)
  return row
}

export async function listFlows(
  em: Em,
  companyId: number,
  page: { search?: string; limit: number; offset: number },
): Promise<{ rows: FlowRow[]; total: number }> {
  const search = page.search?.trim().toLowerCase()
  const where = search ? 'company_id = ? and lower(name) like ?' : 'company_id = ?'
  const params: unknown[] = search ? [companyId, `%${search.replace(/[\\%_]/g, '\\$&')}%`] : [companyId]
  const rows = await em.execute<FlowRow[]>(
    `select id, company_id, name, active, null as nodes, null as connections, created_at, updated_at
       from flows where ${where} order by id desc limit ? offset ?`,
    [...params, page.limit, page.offset],
  )
  const [count] = await em.execute<{ total: string | number }[]>(
    `select count(*) as total from flows where ${where}`,
    params,
  )
  return { rows, total: Number(count?.total ?? 0) }
}
