import { Readable } from 'node:stream'
import { AppError, multipartFile } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import { FieldRuleSchema, fieldProblemProperties } from '../../kernel/http/field-problem-schema.ts'
import { emitTagChange, loadTagViews } from '../tags/index.ts'
import { emitContactChanges } from './contact-events.ts'
import { loadContactViews } from './contact-view.ts'
import { contactsCsv } from './export-contacts.ts'
import {
  type ImportOutcome,
  upsertContacts,
  type ValidContactRow,
  validateContactRow,
  validateSheet,
} from './import-contacts.ts'
import { masksNumbersFor } from './number-privacy.ts'
import { readSpreadsheet } from './read-spreadsheet.ts'
import { ContactSchema } from './schemas.ts'

const tags = ['contacts']

/** Spreadsheets bigger than this are refused before parsing (10 000 rows fit in far less). */
const MAX_SPREADSHEET_BYTES = 10 * 1024 * 1024

/** One problem of one row (`ImportRowError`): its rule always set, for the screens to word it. */
const ImportRowErrorSchema = Type.Object({
  row: Type.Integer({ description: 'the spreadsheet row; the header is row 1' }),
  ...fieldProblemProperties,
  rule: FieldRuleSchema,
  firstRow: Type.Optional(
    Type.Integer({ description: 'for ERR_DUPLICATED_CONTACT, the earlier row with the same number' }),
  ),
})

const ImportReportSchema = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  errors: Type.Array(ImportRowErrorSchema),
})

const ContactImportBodySchema = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  number: Type.String({ maxLength: 1000 }),
  email: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  /** A comma-separated list of tag names, or a list of names. */
  tags: Type.Optional(
    Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 100 })), Type.Null()]),
  ),
  /**
   * 'true' asks to check the number on WhatsApp. No channel offers that check yet, so the number
   * is only checked for form; the flag is accepted for the import screen's sake.
   */
  validateContact: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Boolean()])),
  companyId: Type.Optional(Type.Unknown()),
})

/** Contacts import (spreadsheet and row by row) and export (inbox.md §7 Contacts). */
export const contactImportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { realtime, storage } = fastify.kernel

  /** Imports validated rows in one transaction and tells the company's sockets. */
  async function importRows(em: Em, companyId: number, rows: ValidContactRow[]): Promise<ImportOutcome> {
    const outcome = await em.transactional((tx) => upsertContacts(tx, companyId, rows))
    for (const tag of await loadTagViews(em, companyId, outcome.createdTags))
      emitTagChange(realtime, 'create', tag)
    await emitContactChanges(realtime, em, storage, 'create', outcome.created)
    await emitContactChanges(realtime, em, storage, 'update', outcome.updated)
    return outcome
  }

  fastify.post(
    '/contacts/upload',
    {
      schema: {
        tags,
        summary:
          'Import contacts from an xls, xlsx or csv file (columns name, number, email, tags); nothing is imported when a row is invalid, unless partial=true',
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({ file: multipartFile('the spreadsheet: xls, xlsx or csv') }),
        querystring: Type.Object({
          /** Import the valid rows and report the others, instead of importing nothing. */
          partial: Type.Optional(Type.Boolean()),
        }),
        response: { 200: ImportReportSchema },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1 } })
      if (!file) throw new AppError('ERR_VALIDATION', { fields: [{ field: 'file', message: 'is required' }] })
      const sheet = await readSpreadsheet(await file.toBuffer(), file.filename)
      const { rows, errors } = validateSheet(sheet)
      if (errors.length > 0 && !request.query.partial) {
        const invalidRows = new Set(errors.map((error) => error.row)).size
        throw new AppError('ERR_VALIDATION', {
          message: `${invalidRows} invalid row(s): nothing was imported`,
          details: { created: 0, updated: 0, errors },
        })
      }
      if (rows.length === 0) return { created: 0, updated: 0, errors }
      const outcome = await importRows(request.em, request.caller.companyId, rows)
      return { created: outcome.created.length, updated: outcome.updated.length, errors }
    },
  )

  fastify.post(
    '/contactsImport',
    {
      schema: {
        tags,
        summary:
          'Import one contact (the import screen, row by row): created (201) or updated (200) by number',
        body: ContactImportBodySchema,
        response: { 200: ContactSchema, 201: ContactSchema },
      },
    },
    async (request, reply) => {
      const { body } = request
      const checked = validateContactRow(
        {
          name: body.name,
          number: body.number,
          email: body.email ?? '',
          tags: Array.isArray(body.tags) ? body.tags.join(',') : (body.tags ?? ''),
        },
        1,
      )
      if (Array.isArray(checked)) {
        throw new AppError('ERR_VALIDATION', {
          message: checked.map((problem) => `${problem.field} ${problem.message}`).join('; '),
          fields: checked.map(({ row: _row, ...problem }) => problem),
        })
      }
      const outcome = await importRows(request.em, request.caller.companyId, [checked])
      const contact = outcome.created[0] ?? outcome.updated[0]!
      const masked = await masksNumbersFor(request.em, request.caller)
      const [view] = (await loadContactViews(request.em, storage, [contact]))(masked)
      return reply.status(outcome.created.length > 0 ? 201 : 200).send(view!)
    },
  )

  fastify.get(
    '/contacts/export',
    {
      config: { access: { profile: 'admin' } },
      schema: {
        tags,
        summary:
          "Download the company's contacts with their tags as CSV (admin: contacts-page:deleteContact)",
        produces: ['text/csv'],
        // A stream, not a serialised string: a large company's export is never held in memory.
        response: {
          200: Type.Unknown({ description: 'CSV file with the columns name, number, email, tags' }),
        },
      },
    },
    async (request, reply) => {
      const date = new Date().toISOString().slice(0, 10)
      reply.header('Content-Type', 'text/csv; charset=utf-8')
      reply.header('Content-Disposition', `attachment; filename="contacts-${date}.csv"`)
      return reply.send(Readable.from(contactsCsv(request.em.fork())))
    },
  )
}
