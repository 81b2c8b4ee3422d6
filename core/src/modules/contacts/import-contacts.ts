import { AppError, type FieldProblem } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { Compile } from 'typebox/compile'
import type { Em } from '../../kernel/db/orm.ts'
import { fieldRuleOf } from '../../kernel/http/error-handler.ts'
import { ContactTag, INLINE_TAG_MIN_LENGTH, type ITag, tagsNamed } from '../tags/index.ts'
import { newContactsAcceptAudio } from './audio-acceptance.ts'
import { Contact, ContactIdentity, type IContact } from './entities.ts'
import { phoneNumberVariants } from './phone-number.ts'
import { canonicalNumber } from './save-contact.ts'
import { CONTACT_NAME_MIN_LENGTH, ContactNameInput, OptionalEmailInput, PhoneNumberInput } from './schemas.ts'

/** One imported contact as typed: the spreadsheet's cells or the import screen's fields. */
export interface ContactRowInput {
  name: string
  number: string
  email: string
  tags: string
}

/** A row that passed validation. */
export interface ValidContactRow {
  row: number
  name: string
  number: string
  email: string
  tags: string[]
  /**
   * The name is only a stand-in (the number itself): it names a new contact but never replaces
   * the name of a known one, which is then left as it is.
   */
  keepKnownName?: boolean
}

/**
 * One problem of one row: a field problem with its `rule` always set, so the screens word it in
 * the user's language and keep `message` (English) only for API users and logs.
 */
export interface ImportRowError extends FieldProblem {
  /** The spreadsheet row (the header is row 1). */
  row: number
  rule: NonNullable<FieldProblem['rule']>
  /** For `ERR_DUPLICATED_CONTACT`: the earlier row of the file that has the same number. */
  firstRow?: number
}

/** What a refined field's check stands for: a refinement names no schema keyword of its own. */
const refinedRules: Record<string, Pick<FieldProblem, 'rule' | 'limit' | 'format'>> = {
  name: { rule: 'minLength', limit: CONTACT_NAME_MIN_LENGTH },
  email: { rule: 'format', format: 'email' },
}

export interface ImportOutcome {
  created: IContact[]
  updated: IContact[]
  createdTags: ITag[]
}

/** The same rules as the contact form, so a row fails exactly where the form would. */
const rowCheck = Compile(
  Type.Object({
    name: ContactNameInput,
    number: PhoneNumberInput,
    email: OptionalEmailInput,
    tags: Type.String({ maxLength: 2000 }),
  }),
)

/** Spreadsheets exported with formula protection start text with a quote (see export-contacts.ts). */
const unescapeCell = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text).trim()

const splitTagNames = (cell: string) =>
  cell
    .split(/[,;]/)
    .map((name) => name.trim())
    .filter(Boolean)

/** Validates one row; answers the clean row or every problem it has. */
export function validateContactRow(input: ContactRowInput, row: number): ValidContactRow | ImportRowError[] {
  const cells = {
    name: unescapeCell(input.name),
    number: input.number.trim(),
    email: input.email.trim(),
    tags: input.tags.trim(),
  }
  const problems: FieldProblem[] = rowCheck.Check(cells)
    ? []
    : rowCheck.Errors(cells).map((error) => {
        const field = error.instancePath.replace(/^\//, '') || 'row'
        const rule =
          error.keyword === '~refine' && refinedRules[field]
            ? refinedRules[field]
            : fieldRuleOf(error.keyword, error.params as Record<string, unknown>)
        return { field, message: error.message, ...rule }
      })
  let number = ''
  if (!problems.some((problem) => problem.field === 'number')) {
    try {
      number = canonicalNumber(cells.number)
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error
      problems.push(...error.fields)
    }
  }
  const tags = splitTagNames(cells.tags)
  if (tags.some((tag) => tag.length < INLINE_TAG_MIN_LENGTH))
    problems.push({
      field: 'tags',
      message: `each tag must not have fewer than ${INLINE_TAG_MIN_LENGTH} characters`,
      rule: 'minLength',
      limit: INLINE_TAG_MIN_LENGTH,
    })
  if (problems.length > 0)
    return problems.map((problem) => ({ row, ...problem, rule: problem.rule ?? 'invalid' }))
  return { row, name: cells.name, number, email: cells.email, tags }
}

/** The contacts already known by any form of these numbers, by each form. */
async function knownContacts(em: Em, numbers: string[]): Promise<Map<string, IContact>> {
  const variants = [...new Set(numbers.flatMap(phoneNumberVariants))]
  const known = new Map<string, IContact>()
  for (let start = 0; start < variants.length; start += 1000) {
    const batch = variants.slice(start, start + 1000)
    const [contacts, identities] = await Promise.all([
      em.find(Contact, { number: { $in: batch } }),
      em.find(ContactIdentity, { kind: 'phone', value: { $in: batch } }),
    ])
    for (const contact of contacts) known.set(contact.number!, contact)
    const missing = identities.filter(
      (identity) => !contacts.some((contact) => contact.id === identity.contactId),
    )
    const owners = new Map(
      (missing.length > 0
        ? await em.find(Contact, { id: { $in: missing.map((identity) => identity.contactId) } })
        : []
      ).map((contact) => [contact.id, contact]),
    )
    for (const identity of missing) {
      const owner = owners.get(identity.contactId)
      if (owner && !known.has(identity.value)) known.set(identity.value, owner)
    }
  }
  return known
}

/** The contact–tag links these contacts have, as `contactId:tagId`. */
async function existingLinks(em: Em, contactIds: number[]): Promise<Set<string>> {
  const linked = new Set<string>()
  for (let start = 0; start < contactIds.length; start += 1000) {
    const links = await em.find(ContactTag, { contactId: { $in: contactIds.slice(start, start + 1000) } })
    for (const link of links) linked.add(`${link.contactId}:${link.tagId}`)
  }
  return linked
}

/**
 * Creates the new contacts (accepting audio as the company option `acceptAudioMessageContact` says)
 * and updates the known ones (name, e-mail when given, added tags), in the caller's transaction.
 * Rows must be validated and free of repeated numbers.
 */
export async function upsertContacts(
  tx: Em,
  companyId: number,
  rows: ValidContactRow[],
): Promise<ImportOutcome> {
  const known = await knownContacts(
    tx,
    rows.map((row) => row.number),
  )
  const { tags, created: createdTags } = await tagsNamed(tx, companyId, [
    ...new Set(rows.flatMap((row) => row.tags)),
  ])
  const tagByName = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag]))

  const created: { contact: IContact; row: ValidContactRow }[] = []
  const updated: { contact: IContact; row: ValidContactRow }[] = []
  let acceptAudioMessage: boolean | undefined
  for (const row of rows) {
    const existing = phoneNumberVariants(row.number)
      .map((variant) => known.get(variant))
      .find(Boolean)
    if (existing) {
      if (row.keepKnownName) continue
      existing.name = row.name
      if (row.email) existing.email = row.email
      updated.push({ contact: existing, row })
    } else {
      acceptAudioMessage ??= await newContactsAcceptAudio(tx, companyId)
      const contact = tx.create(Contact, {
        companyId,
        name: row.name,
        number: row.number,
        email: row.email || null,
        channel: 'whatsapp',
        acceptAudioMessage,
      })
      created.push({ contact, row })
    }
  }
  await tx.flush()
  for (const { contact } of created) {
    tx.create(ContactIdentity, { companyId, contactId: contact.id, kind: 'phone', value: contact.number! })
  }
  await tx.flush()
  // Tags are added, never removed: an import does not know about tags given in the inbox.
  const linked = await existingLinks(
    tx,
    updated.filter((entry) => entry.row.tags.length > 0).map((entry) => entry.contact.id),
  )
  for (const { contact, row } of [...created, ...updated]) {
    for (const name of row.tags) {
      const tagId = tagByName.get(name.toLowerCase())!.id
      if (linked.has(`${contact.id}:${tagId}`)) continue
      linked.add(`${contact.id}:${tagId}`)
      tx.create(ContactTag, { companyId, contactId: contact.id, tagId })
    }
  }
  await tx.flush()
  return {
    created: created.map((entry) => entry.contact),
    updated: updated.map((entry) => entry.contact),
    createdTags,
  }
}

const headerAliases: Record<keyof ContactRowInput, string[]> = {
  name: ['name', 'nome', 'contato', 'contact'],
  number: ['number', 'numero', 'número', 'telefone', 'phone', 'celular', 'whatsapp'],
  email: ['email', 'e-mail', 'mail'],
  tags: ['tags', 'tag', 'etiquetas'],
}

/** Where each field is in the sheet, from the header row; name and number columns are required. */
function columnsOf(header: string[]): Record<keyof ContactRowInput, number> {
  const names = header.map((cell) => cell.trim().toLowerCase())
  const find = (field: keyof ContactRowInput) =>
    names.findIndex((name) => headerAliases[field].includes(name))
  const columns = { name: find('name'), number: find('number'), email: find('email'), tags: find('tags') }
  const missing = (['name', 'number'] as const).filter((field) => columns[field] < 0)
  if (missing.length > 0) {
    throw new AppError('ERR_VALIDATION', {
      message: 'Arquivo inválido!',
      fields: missing.map((field) => ({
        field,
        message: `the header row has no '${field}' column`,
        rule: 'missingColumn',
      })),
    })
  }
  return columns
}

/**
 * Reads the sheet's rows (header first) into validated rows and per-row errors. Blank rows are
 * skipped; a number repeated in the file is an error on the later row.
 */
export function validateSheet(sheet: string[][]): { rows: ValidContactRow[]; errors: ImportRowError[] } {
  const [header = [], ...body] = sheet
  const columns = columnsOf(header)
  const cell = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '') : '')
  const rows: ValidContactRow[] = []
  const errors: ImportRowError[] = []
  const firstRowOf = new Map<string, number>()
  body.forEach((cells, index) => {
    const row = index + 2
    if (cells.every((value) => value.trim() === '')) return
    const checked = validateContactRow(
      {
        name: cell(cells, columns.name),
        number: cell(cells, columns.number),
        email: cell(cells, columns.email),
        tags: cell(cells, columns.tags),
      },
      row,
    )
    if (Array.isArray(checked)) {
      errors.push(...checked)
      return
    }
    const sameNumberRow = phoneNumberVariants(checked.number)
      .map((variant) => firstRowOf.get(variant))
      .find((value) => value !== undefined)
    if (sameNumberRow !== undefined) {
      errors.push({
        row,
        field: 'number',
        message: `repeats the number of row ${sameNumberRow}`,
        rule: 'ERR_DUPLICATED_CONTACT',
        firstRow: sameNumberRow,
      })
      return
    }
    firstRowOf.set(checked.number, row)
    rows.push(checked)
  })
  return { rows, errors }
}
