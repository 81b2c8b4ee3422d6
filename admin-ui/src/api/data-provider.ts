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

/**
 * Resources with one attached file, sent apart from the record (multipart `file`) to
 * `POST {item}/{id}/media-upload` and removed with `DELETE` on the same path. The form holds the
 * file in `field`: react-admin's `{ rawFile }` for a new one, null to remove, the URL to keep.
 */
export const mediaUploads: Record<string, { field: string }> = {
  announcements: { field: 'mediaUrl' },
}

const listPath = (resource: string) => resourcePaths[resource]?.list ?? resource
const itemPath = (resource: string) => resourcePaths[resource]?.item ?? resource

/** Fields the API answers but never accepts back. */
const viewFields = ['id', 'createdAt', 'updatedAt', 'mediaPath', 'mediaName', 'companyId']
const withoutViewFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !viewFields.includes(key)))

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

  /** Uploads a newly chosen file, or removes the one the form dropped; the record after it, if any. */
  async function sendMedia(resource: string, id: Identifier, file: unknown, previous: unknown) {
    const path = `${apiUrl}/${itemPath(resource)}/${id}/media-upload`
    const rawFile = (file as { rawFile?: unknown } | null | undefined)?.rawFile
    if (rawFile instanceof Blob) {
      const body = new FormData()
      body.append('file', rawFile, (rawFile as File).name ?? 'file')
      return (await http(path, { method: 'POST', body })).json as RaRecord
    }
    if (!file && previous) return (await http(path, { method: 'DELETE' })).json as RaRecord
    return undefined
  }

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
    // Not every list route filters by id: keep the asked records, fetch any missing one by itself.
    async getMany(resource, params) {
      const wanted = new Set(params.ids.map(String))
      const listed = (await rest.getMany(listPath(resource), params)).data.filter((record) =>
        wanted.has(String(record.id)),
      )
      const found = new Set(listed.map((record) => String(record.id)))
      const missing = params.ids.filter((id) => !found.has(String(id)))
      const fetched = await Promise.allSettled(
        missing.map(async (id) => (await rest.getOne(itemPath(resource), { id })).data),
      )
      const more = fetched.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      return { data: [...listed, ...more] as never }
    },
    async create(resource, params) {
      const media = mediaUploads[resource]
      if (!media) return rest.create(itemPath(resource), params)
      const { [media.field]: file, ...data } = params.data as Record<string, unknown>
      const created = await rest.create(itemPath(resource), { ...params, data: withoutViewFields(data) })
      const uploaded = await sendMedia(resource, created.data.id, file, undefined)
      return { data: (uploaded ?? created.data) as never }
    },
    async update(resource, params) {
      const media = mediaUploads[resource]
      if (!media) return rest.update(itemPath(resource), params)
      const { [media.field]: file, ...data } = params.data as Record<string, unknown>
      const updated = await rest.update(itemPath(resource), { ...params, data: withoutViewFields(data) })
      const previous = (params.previousData as Record<string, unknown> | undefined)?.[media.field]
      const uploaded = await sendMedia(resource, params.id, file, previous)
      return { data: (uploaded ?? updated.data) as never }
    },
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
