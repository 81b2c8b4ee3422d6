import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin'
import type { HttpClient } from './http-client.ts'

/** The UI panels plugins declare (GET /api/plugins/ui). */
export interface UiPanel {
  app: 'admin' | 'agent'
  kind: 'resource' | 'route'
  id: string
  label: string
  path: string
  icon?: string
  superOnly?: boolean
  profile?: 'admin' | 'user'
  planFlag?: string
  fields?: { source: string; label: string; type: 'text' | 'longtext' | 'number' | 'boolean' | 'date' }[]
}

/** react-admin's calls plus the few Atendo actions that are not CRUD. */
export interface AtendoDataProvider extends DataProvider {
  renewCompany(id: Identifier): Promise<{ data: RaRecord }>
  pluginPanels(): Promise<UiPanel[]>
}

/**
 * Where a resource lives when its API path is not its react-admin name: the specification's
 * routes are `/queue`, `/whatsapp`, and the users list is `/users/`.
 */
export const resourcePaths: Record<string, { list: string; item: string }> = {
  users: { list: 'users/', item: 'users' },
  queues: { list: 'queue', item: 'queue' },
  connections: { list: 'whatsapp', item: 'whatsapp' },
}

const listPath = (resource: string) => resourcePaths[resource]?.list ?? resource
const itemPath = (resource: string) => resourcePaths[resource]?.item ?? resource

/** The total of a react-admin list answer: `Content-Range: <key> 0-9/42`. */
export function totalOf(contentRange: string | null): number | undefined {
  const total = contentRange?.split('/').pop()
  return total === undefined || total === '*' ? undefined : Number.parseInt(total, 10)
}

/**
 * ra-data-simple-rest against /api: our lists answer `range/sort/filter` with Content-Range.
 * A few lists (connections) answer the whole array without it; those are paged here.
 * Deletes answer a message, not the record, so the record react-admin already holds is returned.
 */
export function createDataProvider(apiUrl: string, http: HttpClient): AtendoDataProvider {
  const rest = simpleRestProvider(apiUrl, http)
  return {
    ...rest,
    async getList<RecordType extends RaRecord>(
      resource: string,
      params: GetListParams,
    ): Promise<GetListResult<RecordType>> {
      const { page = 1, perPage = 10 } = params.pagination ?? {}
      const { field = 'id', order = 'ASC' } = params.sort ?? {}
      const range = [(page - 1) * perPage, page * perPage - 1]
      const query = new URLSearchParams({
        sort: JSON.stringify([field, order]),
        range: JSON.stringify(range),
        filter: JSON.stringify(params.filter ?? {}),
      })
      const { headers, json } = await http(`${apiUrl}/${listPath(resource)}?${query}`, {
        signal: params.signal,
      })
      const records = (Array.isArray(json) ? json : []) as RecordType[]
      const total = totalOf(headers.get('content-range'))
      if (total !== undefined) return { data: records, total }
      return { data: records.slice(range[0], range[1]! + 1), total: records.length }
    },
    getOne: (resource, params) => rest.getOne(itemPath(resource), params),
    getMany: (resource, params) => rest.getMany(listPath(resource), params),
    create: (resource, params) => rest.create(itemPath(resource), params),
    update: (resource, params) => rest.update(itemPath(resource), params),
    async delete(resource, params) {
      await http(`${apiUrl}/${itemPath(resource)}/${params.id}`, { method: 'DELETE' })
      return { data: (params.previousData ?? { id: params.id }) as never }
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await http(`${apiUrl}/${itemPath(resource)}/${id}`, { method: 'DELETE' })
      return { data: params.ids }
    },
    async renewCompany(id) {
      const { json } = await http(`${apiUrl}/companies/${id}/renew`, { method: 'POST' })
      return { data: json as RaRecord }
    },
    async pluginPanels() {
      const { json } = await http(`${apiUrl}/plugins/ui`)
      return (json as { panels: UiPanel[] }).panels.filter((panel) => panel.app === 'admin')
    },
  }
}
