import type { TicketStatus } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { sqlPlaceholders } from '../../kernel/db/sql-fragments.ts'
import { foldTicket } from './fold-ticket.ts'
/**
 * Whether a ticket is still being worked: every status but `closed` (the tickets module's
 * `workingStatuses`; merge-working-statuses.test.ts keeps the two the same). The merge reads
 * tickets' rows itself and does not import that module, which depends on contacts.
 */
export const isWorking = (status: TicketStatus): boolean => status !== 'closed'

/** A working ticket a merge emptied into another and deleted, as it was (who could see it). */
export interface FoldedTicket {
  id: number
  companyId: number
  userId: number | null
  queueId: number | null
  status: TicketStatus
  isGroup: boolean
  /** The ticket that received its messages. */
  intoId: number
}

/** What a merge changed, for the live events sent once it is committed. */
export interface ContactMerge {
  companyId: number
  keptId: number
  /** The contacts merged into the kept one and deleted; empty when there was nothing to merge. */
  removedIds: number[]
  /** Working tickets emptied into the kept contact's and deleted. */
  foldedTickets: FoldedTicket[]
  /** Tickets that now belong to the kept contact or received another ticket's messages. */
  changedTicketIds: number[]
}

interface ContactRow {
  id: number
  name: string
  number: string | null
  email: string | null
  url_picture: string | null
  is_group: boolean
  active: boolean
  disable_bot: boolean
  accept_audio_message: boolean
  lgpd_accepted_at: Date | null
  identities: string[] | null
}

interface TicketRow {
  id: number
  contact_id: number
  connection_id: number | null
  status: TicketStatus
  user_id: number | null
  queue_id: number | null
  is_group: boolean
}

/**
 * The contacts' rows, locked in id order. Every merge locks in this order, and the inbound
 * pipeline takes a contact's row (`for key share`) before touching its tickets and messages, so
 * two merges, or a merge and a message of either contact, wait for each other instead of
 * deadlocking; a message already under way is committed before the merge sees the tickets.
 */
async function lockContacts(em: Em, companyId: number, ids: number[]): Promise<ContactRow[]> {
  return em.execute<ContactRow[]>(
    `select c.id, c.name, c.number, c.email, c.url_picture, c.is_group, c.active, c.disable_bot,
            c.accept_audio_message, c.lgpd_accepted_at,
            (select array_agg(i.value) from contact_identities i where i.contact_id = c.id) as identities
       from contacts c
      where c.company_id = ? and c.id in (${sqlPlaceholders(ids)})
      order by c.id
      for update of c`,
    [companyId, ...ids],
  )
}

/** The contacts' tickets, locked in id order: nothing is written into one while it is folded away. */
async function lockTickets(em: Em, companyId: number, contactIds: number[]): Promise<TicketRow[]> {
  return em.execute<TicketRow[]>(
    `select id, contact_id, connection_id, status, user_id, queue_id, is_group from tickets
      where company_id = ? and contact_id in (${sqlPlaceholders(contactIds)})
      order by id
      for update`,
    [companyId, ...contactIds],
  )
}

/**
 * Of the working tickets of one connection, the one that stays: the one an attendant is working
 * on (open), else the kept contact's, else the oldest.
 */
function survivorOf(tickets: TicketRow[], keptId: number): TicketRow {
  const rank = (ticket: TicketRow) => [ticket.status === 'open' ? 0 : 1, ticket.contact_id === keptId ? 0 : 1]
  return [...tickets].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)]
    return ra[0]! - rb[0]! || ra[1]! - rb[1]! || a.id - b.id
  })[0]!
}

/** Folds working tickets so that one per connection is left; answers those folded away. */
async function foldWorkingTickets(
  em: Em,
  companyId: number,
  keptId: number,
  tickets: TicketRow[],
): Promise<FoldedTicket[]> {
  const byConnection = new Map<number, TicketRow[]>()
  for (const ticket of tickets) {
    if (!isWorking(ticket.status)) continue
    const key = ticket.connection_id ?? 0
    byConnection.set(key, [...(byConnection.get(key) ?? []), ticket])
  }
  const folded: FoldedTicket[] = []
  for (const working of byConnection.values()) {
    if (working.length < 2) continue
    const survivor = survivorOf(working, keptId)
    for (const ticket of working) {
      if (ticket === survivor) continue
      await foldTicket(em, companyId, ticket.id, survivor.id)
      folded.push({
        id: ticket.id,
        companyId,
        userId: ticket.user_id,
        queueId: ticket.queue_id,
        status: ticket.status,
        isGroup: ticket.is_group,
        intoId: survivor.id,
      })
    }
  }
  return folded
}

/** Moves everything else that names the duplicates onto the kept contact. */
async function moveReferences(em: Em, companyId: number, keptId: number, duplicateIds: number[]) {
  const params = [keptId, companyId, ...duplicateIds]
  const of = `company_id = ? and contact_id in (${sqlPlaceholders(duplicateIds)})`
  // A ticket changing hands is not activity: it keeps its place in the lists.
  await em.execute(`update tickets set contact_id = ? where ${of}`, params)
  await em.execute(`update contact_identities set contact_id = ?, updated_at = now() where ${of}`, params)
  await em.execute(`update schedules set contact_id = ?, updated_at = now() where ${of}`, params)
  await em.execute(`update ticket_notes set contact_id = ? where ${of}`, params)
  await em.execute(`update ticket_ratings set contact_id = ? where ${of}`, params)
  await em.execute(`update ticket_rating_requests set contact_id = ?, updated_at = now() where ${of}`, params)
  // Authors of messages: the contact's own conversations and, in groups, what they wrote there.
  await em.execute(`update messages set contact_id = ? where ${of}`, params)
  await em.execute(
    `insert into contact_tags (contact_id, tag_id, company_id)
     select ?, tag_id, company_id from contact_tags where ${of}
     on conflict do nothing`,
    params,
  )
  // Extra fields, one duplicate at a time so a field both had with the same value is kept once.
  for (const duplicateId of duplicateIds) {
    await em.execute(
      `update contact_extra_info d set contact_id = ?, updated_at = now()
        where d.company_id = ? and d.contact_id = ?
          and not exists (select 1 from contact_extra_info k
                           where k.company_id = d.company_id and k.contact_id = ?
                             and k.name = d.name and k.value = d.value)`,
      [keptId, companyId, duplicateId, keptId],
    )
  }
}

/** A number or id shown as the name until someone (or the channel) gave the person's name. */
function isPlaceholderName(name: string, contacts: ContactRow[]): boolean {
  const trimmed = name.trim()
  if (trimmed === '' || /^[+\d\s().-]+$/.test(trimmed) || trimmed.endsWith('@lid')) return true
  return contacts.some((contact) => contact.number === trimmed || contact.identities?.includes(trimmed))
}

/**
 * The kept contact's empty fields filled from the duplicates (oldest first), and the choices
 * someone made about the person under either id kept: blocked, bot off, no audio.
 */
async function fillKeptContact(em: Em, companyId: number, kept: ContactRow, duplicates: ContactRow[]) {
  const all = [kept, ...duplicates]
  const first = <T>(pick: (contact: ContactRow) => T | null) =>
    all.map(pick).find((value) => value !== null && value !== '') ?? null
  const named = isPlaceholderName(kept.name, all)
    ? (duplicates.find((duplicate) => !isPlaceholderName(duplicate.name, all))?.name ?? kept.name)
    : kept.name
  await em.execute(
    `update contacts
        set name = ?, number = ?, email = ?, url_picture = ?, lgpd_accepted_at = ?,
            active = ?, disable_bot = ?, accept_audio_message = ?, updated_at = now()
      where id = ? and company_id = ?`,
    [
      named,
      first((contact) => contact.number),
      first((contact) => contact.email),
      first((contact) => contact.url_picture),
      first((contact) => contact.lgpd_accepted_at),
      all.every((contact) => contact.active),
      all.some((contact) => contact.disable_bot),
      all.every((contact) => contact.accept_audio_message),
      kept.id,
      companyId,
    ],
  )
}

async function mergeInTransaction(
  em: Em,
  companyId: number,
  keptId: number,
  duplicateIds: number[],
): Promise<ContactMerge | undefined> {
  const wanted = [...new Set([keptId, ...duplicateIds])]
  const contacts = await lockContacts(em, companyId, wanted)
  const kept = contacts.find((contact) => contact.id === keptId)
  if (!kept) return undefined
  // Another company's ids, or contacts a concurrent merge already removed, are simply not there.
  const duplicates = contacts.filter((contact) => contact.id !== keptId)
  const merge: ContactMerge = { companyId, keptId, removedIds: [], foldedTickets: [], changedTicketIds: [] }
  if (duplicates.length === 0) return merge
  if (duplicates.some((duplicate) => duplicate.is_group !== kept.is_group)) {
    throw new Error(
      `Contact ${keptId} and ${duplicates.map((d) => d.id).join(', ')} are not all groups or people`,
    )
  }
  const removedIds = duplicates.map((duplicate) => duplicate.id)
  const tickets = await lockTickets(
    em,
    companyId,
    contacts.map((contact) => contact.id),
  )
  const foldedTickets = await foldWorkingTickets(em, companyId, keptId, tickets)
  await moveReferences(em, companyId, keptId, removedIds)
  // What is left of the duplicates (tags and fields the kept contact already had) goes with them.
  await em.execute(`delete from contacts where company_id = ? and id in (${sqlPlaceholders(removedIds)})`, [
    companyId,
    ...removedIds,
  ])
  // After the delete: the kept contact may take a duplicate's number (unique per company).
  await fillKeptContact(em, companyId, kept, duplicates)
  const folded = new Set(foldedTickets.map((ticket) => ticket.id))
  const changedTicketIds = tickets
    .filter((ticket) => !folded.has(ticket.id))
    .filter((ticket) => ticket.contact_id !== keptId || foldedTickets.some((f) => f.intoId === ticket.id))
    .map((ticket) => ticket.id)
  return { companyId, keptId, removedIds, foldedTickets, changedTicketIds }
}

/**
 * Makes one contact of several that are the same person: everything of the duplicates (their
 * identities, tickets and messages, notes, tags, extra fields, schedules) moves to the kept
 * contact, its empty fields (number, e-mail, picture, a name that is only a number) are filled
 * from theirs, and the duplicates are deleted. Where both have a working ticket on one
 * connection, the one being worked on (or the kept contact's) stays and receives the other's
 * messages; no message is ever deleted. Everything happens in one transaction (the caller's, if
 * it runs in one) under locks taken in a stable order, so concurrent merges and messages of the
 * same person neither deadlock nor see half a merge. Only the company's contacts are touched:
 * another company's ids, and duplicates already merged by someone else, are ignored.
 *
 * Undefined when the kept contact does not exist (a concurrent merge may have removed it: look
 * the person up again). The live events are the caller's to send once committed (`emitContactMerge`).
 *
 * @example
 * const merge = await mergeContacts(tx, 1, 7, [12])
 */
export async function mergeContacts(
  em: Em,
  companyId: number,
  keptId: number,
  duplicateIds: number[],
): Promise<ContactMerge | undefined> {
  if (em.isInTransaction()) return mergeInTransaction(em, companyId, keptId, duplicateIds)
  return em.transactional((tx) => mergeInTransaction(tx, companyId, keptId, duplicateIds))
}
