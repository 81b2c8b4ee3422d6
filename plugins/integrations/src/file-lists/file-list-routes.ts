import {
  AppError,
  ListQuerySchema,
  listAnswerSchema,
  type PluginRoutes,
  pageOf,
  type RealtimeApi,
  type StorageApi,
  sendPage,
  type UsersApi,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import {
  type FileListRow,
  fileListColumns,
  fileListView,
  findFileList,
  optionsOf,
} from './file-list-records.ts'
import { saveOptions } from './save-options.ts'
import {
  FileIdParams,
  type FileListBody,
  FileListBody as FileListBodySchema,
  FileListSchema,
} from './schemas.ts'

const tags = ['file-lists']
const admins = { access: { profile: 'admin' as const } }

export interface FileListRouteDeps {
  storage: StorageApi
  realtime: RealtimeApi
  users: UsersApi
}

/** File lists (administration.md §2 "File lists", §7 Files): list, read, create, edit, delete. */
export const fileListRoutes: PluginRoutes<FileListRouteDeps> = async (
  fastify,
  { storage, realtime, users },
) => {
  const emit = (companyId: number, action: 'create' | 'update' | 'delete', record: unknown) =>
    realtime.toCompany(companyId).emit(`company-${companyId}-file`, { action, fileList: record })

  async function checkUser(companyId: number, body: FileListBody): Promise<void> {
    if (!body.userId) return
    const [user] = await users.findMany(companyId, [body.userId])
    if (!user)
      throw new AppError('ERR_VALIDATION', {
        fields: [{ field: 'userId', message: 'is not a user of the company' }],
      })
  }

  // The specification calls GET /files/ (the router ignores the trailing slash).
  fastify.get(
    '/files',
    {
      config: admins,
      schema: {
        tags,
        summary: 'File lists, paged (searchParam/pageNumber or react-admin range/sort/filter)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('files', FileListSchema) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.caller
      const page = pageOf(request.query, { pageSize: 20, sortable: ['id', 'name'] })
      const search = page.search?.trim() ? `%${page.search.trim()}%` : null
      const where = `company_id = ?${search ? ' and name ilike ?' : ''}`
      const params: unknown[] = search ? [companyId, search] : [companyId]
      const order = page.orderBy ? `${page.orderBy.field} ${page.orderBy.direction}` : 'name asc'
      const rows = await request.em.execute<FileListRow[]>(
        `select ${fileListColumns} from integrations_file_lists where ${where} order by ${order}, id limit ? offset ?`,
        [...params, page.limit, page.offset],
      )
      const [{ total }] = await request.em.execute<{ total: string }[]>(
        `select count(*) as total from integrations_file_lists where ${where}`,
        params,
      )
      const options = await optionsOf(
        request.em,
        companyId,
        rows.map((row) => row.id),
      )
      const records = rows.map((row) => fileListView(row, options, storage))
      return sendPage(reply, page, 'files', records, Number(total))
    },
  )

  fastify.get(
    '/files/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'One file list with its options',
        params: FileIdParams,
        response: { 200: FileListSchema },
      },
    },
    (request) => findFileList(request.em, request.caller.companyId, request.params.id, storage),
  )

  fastify.post(
    '/files',
    {
      config: admins,
      schema: {
        tags,
        summary: "Create a file list (its options' files are uploaded next, POST /files/uploadList/{fileId})",
        body: FileListBodySchema,
        response: { 200: FileListSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      await checkUser(companyId, request.body)
      const id = await request.em.transactional(async (tx) => {
        const [row] = await tx.execute<{ id: number }[]>(
          'insert into integrations_file_lists (company_id, name, message, user_id) values (?, ?, ?, ?) returning id',
          [companyId, request.body.name.trim(), request.body.message, request.body.userId ?? null],
        )
        await saveOptions(tx, companyId, row!.id, request.body.options ?? [])
        return row!.id
      })
      const record = await findFileList(request.em, companyId, id, storage)
      emit(companyId, 'create', record)
      return record
    },
  )

  fastify.put(
    '/files/:id',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Edit a file list: name, message and options (options left out are removed with their files)',
        params: FileIdParams,
        body: FileListBodySchema,
        response: { 200: FileListSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      await checkUser(companyId, request.body)
      const orphans = await request.em.transactional(async (tx) => {
        const changed = await tx.execute<{ id: number }[]>(
          `update integrations_file_lists set name = ?, message = ?, user_id = ?, updated_at = now()
            where company_id = ? and id = ? returning id`,
          [
            request.body.name.trim(),
            request.body.message,
            request.body.userId ?? null,
            companyId,
            request.params.id,
          ],
        )
        if (changed.length === 0) throw new AppError('ERR_NOT_FOUND', { message: 'File list not found' })
        return request.body.options ? saveOptions(tx, companyId, request.params.id, request.body.options) : []
      })
      for (const key of orphans) await storage.remove(key)
      const record = await findFileList(request.em, companyId, request.params.id, storage)
      emit(companyId, 'update', record)
      return record
    },
  )

  fastify.delete(
    '/files/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Delete a file list and its files',
        params: FileIdParams,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const files = await request.em.transactional(async (tx) => {
        const paths = await tx.execute<{ path: string | null }[]>(
          'select path from integrations_file_list_options where company_id = ? and file_list_id = ?',
          [companyId, request.params.id],
        )
        const removed = await tx.execute<{ id: number }[]>(
          'delete from integrations_file_lists where company_id = ? and id = ? returning id',
          [companyId, request.params.id],
        )
        if (removed.length === 0) throw new AppError('ERR_NOT_FOUND', { message: 'File list not found' })
        return paths.flatMap((row) => (row.path ? [row.path] : []))
      })
      for (const key of files) await storage.remove(key)
      emit(companyId, 'delete', { id: request.params.id })
      return { message: 'File list deleted' }
    },
  )
}
