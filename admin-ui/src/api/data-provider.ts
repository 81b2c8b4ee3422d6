import simpleRestProvider from 'ra-data-simple-rest'
import {
  type DataProvider,
  type GetListParams,
  type GetListResult,
  HttpError,
  type Identifier,
  type RaRecord,
} from 'react-admin'
import { type PluginErrorText, rememberPluginErrors } from '../i18n/plugin-error-texts.ts'
import type { Language } from '../i18n/setting-labels.ts'
import type { HttpClient } from './http-client.ts'

/** A plugin's text: `label` as declared, `labels` in the languages the plugin translated it to. */
export interface PluginLabel {
  label: string
  labels?: Partial<Record<Language, string>>
}

/** Where a plugin panel's image field sends its file (plugin-api/ui.ts `UiPanelUpload`). */
export interface PanelUpload {
  /** API path with `{id}` for the record's id: POST takes the file, DELETE removes it. */
  path: string
  accept: string[]
  maxBytes?: number
  nameSource?: string
}

/** A field of a plugin's generic panel (plugin-api/ui.ts `UiPanelField`). */
export interface PanelField extends PluginLabel {
  source: string
  type: 'text' | 'longtext' | 'number' | 'boolean' | 'date' | 'select' | 'image'
  required?: boolean
  defaultValue?: string | number | boolean
  choices?: (PluginLabel & { id: string | number })[]
  upload?: PanelUpload
}

/** Who may open a panel: what GET /api/plugins/ui says of the panels it refuses the caller. */
export interface PanelAccessRule {
  app: 'admin' | 'agent'
  kind: 'resource' | 'route'
  id: string
  path: string
  /** The browser address the specification gives the screen, sent on to the resource (plugin-api `screenPath`). */
  screenPath?: string
  superOnly?: boolean
  profile?: 'admin' | 'user'
  planFlag?: string
  /** A per-user permission plain users need (core's switch or a plugin's); admins always pass. */
  permission?: string
}

/** The UI panels plugins declare (GET /api/plugins/ui). */
export interface UiPanel extends PluginLabel, PanelAccessRule {
  icon?: string
  /** Listed and searched only: no create, edit or delete (plugin-api/ui.ts `readOnly`). */
  readOnly?: boolean
  fields?: PanelField[]
}

/**
 * A per-user permission a loaded plugin declares (GET /api/users/plugin-permissions), shown on the
 * user form beside core's switches; a user never given a value has `default`.
 */
export interface PluginPermission extends PluginLabel {
  key: string
  pluginId: string
  default: boolean
}

/** A plan flag a loaded plugin declares (GET /api/plans/plugin-flags); the same shape. */
export type PluginPlanFlag = PluginPermission

/** GET /api/plugins/ui for the back office: the panels this user may open, and those refused. */
export interface PluginUi {
  panels: UiPanel[]
  refused: PanelAccessRule[]
  /** The ids of the loaded plugins. */
  plugins: string[]
}

/** react-admin's calls plus the few Atendo actions that are not CRUD. */
export interface AtendoDataProvider extends DataProvider {
  renewCompany(id: Identifier): Promise<{ data: RaRecord }>
  pluginPanels(): Promise<PluginUi>
  /** The per-user permissions the loaded plugins declare, for the user form (admins only). */
  pluginPermissions(): Promise<PluginPermission[]>
  /** The plan flags the loaded plugins declare, for the plan form (super admin). */
  pluginPlanFlags(): Promise<PluginPlanFlag[]>
  /** Gives a contact a tag, keeping the tags it has (administration.md "a dialog of the tag's contacts"). */
  addTagContact(tagId: Identifier, contactId: Identifier): Promise<void>
  /** Takes a tag from a contact. */
  removeTagContact(tagId: Identifier, contactId: Identifier): Promise<void>
}

/** The tag references `/tags/sync` takes to keep a contact's tags and add one. */
export function tagsWith(current: readonly { id: Identifier }[], tagId: Identifier): { id: number }[] {
  const ids = new Set(current.map((tag) => Number(tag.id)))
  ids.add(Number(tagId))
  return [...ids].map((id) => ({ id }))
}

/**
 * The back office's part of GET /api/plugins/ui (`refused` is absent from servers older than it),
 * remembering the plugins' error codes it lists.
 */
export function backOfficePanels(json: unknown): PluginUi {
  const answer = json as {
    panels: UiPanel[]
    refused?: PanelAccessRule[]
    errors?: Record<string, PluginErrorText>
    plugins?: { id: string }[]
  }
  // The plugins' error codes come with the panels: kept for the error messages (server-errors.ts).
  rememberPluginErrors(answer.errors)
  return {
    panels: answer.panels.filter((panel) => panel.app === 'admin'),
    refused: (answer.refused ?? []).filter((panel) => panel.app === 'admin' && panel.kind === 'resource'),
    plugins: (answer.plugins ?? []).map((plugin) => plugin.id),
  }
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

/** How a resource's one attached file travels. */
export interface MediaUpload {
  /** The form field holding the file: react-admin's `{ rawFile }` for a new one, null to remove, anything else keeps it. */
  field: string
  /** Sent before the file as the multipart `typeArch` field (administration.md §7 quick messages). */
  typeArch?: string
  /** The API path when it is not `{item}/{id}/media-upload`, `{id}` standing for the record's id. */
  path?: string
}

/**
 * A plugin panel's image field travels as its declaration says: the views pass it as the
 * mutation's `meta.mediaUpload`, since the data provider does not know the panels.
 */
export const panelMediaUpload = (field: PanelField): MediaUpload | undefined =>
  field.type === 'image' && field.upload ? { field: field.source, path: field.upload.path } : undefined

/**
 * Resources with one attached file, sent apart from the record (multipart `file`) to
 * `POST {item}/{id}/media-upload` and removed with `DELETE` on the same path, after the record
 * itself is saved: a new record has no id to upload to before that.
 */
export const mediaUploads: Record<string, MediaUpload> = {
  connections: { field: 'greetingMediaAttachment' },
  'quick-messages': { field: 'mediaPath', typeArch: 'quickMessage' },
  schedules: { field: 'mediaPath' },
  // The avatar (POST /users/{id}/media-upload); the server has no call to remove one.
  users: { field: 'profileImage', typeArch: 'user' },
}

/**
 * A new record was saved but its file was refused (too large, wrong type): the record exists, so
 * the screen opens it rather than offering to save it again as a duplicate.
 */
export class MediaUploadError extends HttpError {
  readonly record: RaRecord
  constructor(record: RaRecord, cause: unknown) {
    const status = cause instanceof HttpError ? cause.status : 0
    const message = cause instanceof Error ? cause.message : 'ra.notification.http_error'
    // No field errors: the form that sent them is left for the saved record's page.
    const { errors: _errors, ...body } = ((cause as HttpError | undefined)?.body ?? {}) as Record<
      string,
      unknown
    >
    super(message, status, body)
    // HttpError pins its own prototype, which would hide this subclass from `instanceof`.
    Object.setPrototypeOf(this, MediaUploadError.prototype)
    this.name = 'MediaUploadError'
    this.record = record
  }
}

/** The resource's attached file: its own entry, or the one a plugin panel's view passes in `meta`. */
const mediaOf = (resource: string, meta: unknown): MediaUpload | undefined =>
  mediaUploads[resource] ?? (meta as { mediaUpload?: MediaUpload } | undefined)?.mediaUpload

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
  async function sendMedia(
    media: MediaUpload,
    resource: string,
    id: Identifier,
    file: unknown,
    previous: unknown,
  ) {
    const path = media.path
      ? `${apiUrl}${media.path.replace('{id}', encodeURIComponent(String(id)))}`
      : `${apiUrl}/${itemPath(resource)}/${id}/media-upload`
    const rawFile = (file as { rawFile?: unknown } | null | undefined)?.rawFile
    if (rawFile instanceof Blob) {
      const body = new FormData()
      const { typeArch } = media
      if (typeArch) body.append('typeArch', typeArch)
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
      const media = mediaOf(resource, params.meta)
      if (!media) return rest.create(itemPath(resource), params)
      const { [media.field]: file, ...data } = params.data as Record<string, unknown>
      const created = await rest.create(itemPath(resource), { ...params, data: withoutViewFields(data) })
      try {
        const uploaded = await sendMedia(media, resource, created.data.id, file, undefined)
        return { data: (uploaded ?? created.data) as never }
      } catch (error) {
        throw new MediaUploadError(created.data, error)
      }
    },
    async update(resource, params) {
      const media = mediaOf(resource, params.meta)
      if (!media) return rest.update(itemPath(resource), params)
      const { [media.field]: file, ...data } = params.data as Record<string, unknown>
      const updated = await rest.update(itemPath(resource), { ...params, data: withoutViewFields(data) })
      const previous = (params.previousData as Record<string, unknown> | undefined)?.[media.field]
      const uploaded = await sendMedia(media, resource, params.id, file, previous)
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
    // The API sets a contact's tags as a whole (POST /tags/sync): read them, add this one, write them.
    async addTagContact(tagId, contactId) {
      const { json } = await http(`${apiUrl}/contactTags/${contactId}`)
      const current = (json as { tags: { id: Identifier }[] }).tags
      if (current.some((tag) => String(tag.id) === String(tagId))) return
      await http(`${apiUrl}/tags/sync`, {
        method: 'POST',
        body: JSON.stringify({ contactId: Number(contactId), tags: tagsWith(current, tagId) }),
      })
    },
    async removeTagContact(tagId, contactId) {
      await http(`${apiUrl}/tags-contacts/${tagId}/${contactId}`, { method: 'DELETE' })
    },
    async pluginPanels() {
      const { json } = await http(`${apiUrl}/plugins/ui`)
      return backOfficePanels(json)
    },
    async pluginPermissions() {
      const { json } = await http(`${apiUrl}/users/plugin-permissions`)
      return json as PluginPermission[]
    },
    async pluginPlanFlags() {
      const { json } = await http(`${apiUrl}/plans/plugin-flags`)
      return json as PluginPlanFlag[]
    },
  }
}
