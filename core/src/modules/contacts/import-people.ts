import type { KnownPerson, PeopleImportOutcome } from '@atendo/plugin-api'
import { companyEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { emitContactChanges } from './contact-events.ts'
import { upsertContacts, type ValidContactRow, validateContactRow } from './import-contacts.ts'
import { normalizePhoneNumber } from './phone-number.ts'

/** A person whose "name" is their number (a channel that knows no name for them). */
const namedByNumber = (person: KnownPerson, number: string) =>
  !/\p{L}/u.test(person.name) && normalizePhoneNumber(person.name) === number

/**
 * The plugins' contacts import (`ContactsApi.importPeople`): the spreadsheet import's rules and
 * upsert, for people a channel knows, then the live contact events. A person named only by their
 * number becomes a contact so named, and leaves a known contact's name alone (nothing to update).
 */
export async function importPeople(
  kernel: Pick<Kernel, 'orm' | 'realtime' | 'storage'>,
  companyId: number,
  people: KnownPerson[],
): Promise<PeopleImportOutcome> {
  const rows = new Map<string, ValidContactRow>()
  let invalid = 0
  people.forEach((person, index) => {
    const checked = validateContactRow(
      { name: person.name, number: person.number, email: '', tags: '' },
      index + 1,
    )
    if (Array.isArray(checked)) invalid++
    else if (!rows.has(checked.number))
      rows.set(checked.number, { ...checked, keepKnownName: namedByNumber(person, checked.number) })
  })
  if (rows.size === 0) return { created: 0, updated: 0, invalid }
  const em = companyEm(kernel.orm, companyId)
  const outcome = await em.transactional((tx) => upsertContacts(tx, companyId, [...rows.values()]))
  await emitContactChanges(kernel.realtime, em, kernel.storage, 'create', outcome.created)
  await emitContactChanges(kernel.realtime, em, kernel.storage, 'update', outcome.updated)
  return { created: outcome.created.length, updated: outcome.updated.length, invalid }
}
