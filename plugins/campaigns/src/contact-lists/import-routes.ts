import {
  AppError,
  type ContactRecord,
  multipartFile,
  type PluginRoutes,
  type TagsApi,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import { campaignErrors } from '../errors.ts'
import type { CheckNumbers } from './item-routes.ts'
import type { ListEvents } from './list-events.ts'
import { findContactList, numberDigits } from './list-records.ts'
import { IdParams, listId } from './schemas.ts'
import { readPeople } from './spreadsheet-rows.ts'

const tags = ['contact-lists']
const admins = { access: { profile: 'admin' as const } }
/** Largest spreadsheet accepted. */
const maxFileBytes = 10 * 1024 * 1024
/** Rows written per statement (and per progress event). */
const batchSize = 500
const UNREADABLE_FILE = 'Arquivo inválido!'

const ImportAnswer = Type.Object({ created: Type.Integer(), updated: Type.Integer(), total: Type.Integer() })

interface Person {
  name: string
  number: string
  email: string
}

/**
 * Writes people into a list, in batches inside the caller's transaction: a number already in the
 * list takes the new name and e-mail. Answers how many rows were new.
 */
async function writePeople(
  tx: Parameters<CheckNumbers>[0],
  companyId: number,
  contactListId: number,
  people: Person[],
  progress: (done: number) => void,
): Promise<number> {
  let created = 0
  for (let start = 0; start < people.length; start += batchSize) {
    const batch = people.slice(start, start + batchSize)
    const rows = await tx.execute<{ created: boolean }[]>(
      `insert into campaigns_contact_list_items (company_id, contact_list_id, name, number, email)
       values ${batch.map(() => '(?, ?, ?, ?, ?)').join(', ')}
       on conflict (contact_list_id, number) do update set name = excluded.name, email = excluded.email, updated_at = now()
       returning (xmax = 0) as created`,
      batch.flatMap((person) => [companyId, contactListId, person.name, person.number, person.email]),
    )
    created += rows.filter((row) => row.created).length
    progress(Math.min(start + batchSize, people.length))
  }
  return created
}

/** Filling a list from a spreadsheet (xlsx, legacy xls, csv) or from the contacts of a tag. */
export const contactListImportRoutes: PluginRoutes<{
  events: ListEvents
  checkNumbers: CheckNumbers
  tagsApi: TagsApi
}> = async (fastify, { events, checkNumbers, tagsApi }) => {
  fastify.post(
    '/contact-lists/:id/upload',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Import people from an xlsx, xls or csv file (columns name, number, email): every row is checked first, and one bad row imports nothing',
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({ file: multipartFile('the spreadsheet: xlsx, xls or csv') }),
        params: IdParams,
        response: { 200: ImportAnswer },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const list = await findContactList(request.em, companyId, request.params.id)
      const file = await request.file()
      if (!file) throw new AppError('ERR_VALIDATION', { fields: [{ field: 'file', message: 'is required' }] })
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of file.file) {
        size += chunk.length
        if (size > maxFileBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE')
        chunks.push(chunk)
      }
      const read = await readPeople(new Uint8Array(Buffer.concat(chunks)), file.filename)
      if (read === 'unreadable') {
        throw new AppError('ERR_VALIDATION', {
          message: UNREADABLE_FILE,
          fields: [{ field: 'file', message: UNREADABLE_FILE }],
        })
      }
      if (read.problems.length > 0) {
        throw new AppError(campaignErrors.ERR_CAMPAIGNS_IMPORT_INVALID, {
          fields: read.problems.slice(0, 100).map((problem) => ({
            field: `row ${problem.row}: ${problem.field}`,
            message: problem.message,
          })),
          details: { rows: read.problems.length },
        })
      }
      const total = read.people.length
      const created = await request.em.transactional(async (tx) => {
        const count = await writePeople(tx, companyId, list.id, read.people, (done) =>
          events.importProgress(companyId, { contactListId: list.id, done, total }),
        )
        await checkNumbers(tx, companyId)
        return count
      })
      events.item(companyId, 'reload', { contactListId: list.id })
      events.list(companyId, 'update', await findContactList(request.em, companyId, list.id))
      return { created, updated: total - created, total }
    },
  )

  fastify.post(
    '/contact-lists/:id/add-tag',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Add every contact with a phone number carrying a tag to the list (a list built from a tag)',
        params: IdParams,
        body: Type.Object({ tagId: listId }),
        response: { 200: ImportAnswer },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const list = await findContactList(request.em, companyId, request.params.id)
      if (!(await tagsApi.find(companyId, request.body.tagId)))
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'tagId', message: 'is not a tag of this company' }],
        })
      let total = 0
      const created = await request.em.transactional(async (tx) => {
        let count = 0
        let afterId = 0
        const numbers = new Set<string>()
        for (;;) {
          const page: ContactRecord[] = await tagsApi.contacts(companyId, request.body.tagId, {
            afterId,
            limit: 1000,
          })
          if (page.length === 0) break
          afterId = page.at(-1)!.id
          const people = page
            .map((contact) => ({
              name: contact.name.slice(0, 50).padEnd(2, '.'),
              number: numberDigits(contact.number ?? ''),
              email: contact.email ?? '',
            }))
            .filter((person) => {
              // Two contacts with one number are one recipient.
              if (person.number.length < 8 || person.number.length > 50 || numbers.has(person.number))
                return false
              numbers.add(person.number)
              return true
            })
          total += people.length
          count += await writePeople(tx, companyId, list.id, people, () => undefined)
        }
        await checkNumbers(tx, companyId)
        return count
      })
      events.item(companyId, 'reload', { contactListId: list.id })
      events.list(companyId, 'update', await findContactList(request.em, companyId, list.id))
      return { created, updated: total - created, total }
    },
  )
}
