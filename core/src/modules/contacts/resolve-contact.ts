import type { InboundContact } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { executePrepared } from '../../kernel/db/prepared-statements.ts'
import { sqlPlaceholders } from '../../kernel/db/sql-fragments.ts'
import type { Channel } from '../connections/index.ts'
import { newContactsAcceptAudio } from './audio-acceptance.ts'
import type { IdentityKind } from './entities.ts'
import { type ContactMerge, mergeContacts } from './merge-contacts.ts'
import { normalizePhoneNumber, phoneNumberVariants } from './phone-number.ts'

/** The contact an inbound sender resolved to. */
export interface ResolvedContact {
  id: number
  name: string
  number: string | null
  /** True when this call created the contact. */
  created: boolean
  /** The contacts of this person this call merged into this one (for the live events once committed). */
  merge?: ContactMerge
  /**
   * The questions the contact has open on the connection, read with the contact in the same
   * statement when it was (the usual message): a rating question (ratings/) and a ticket waiting
   * for LGPD consent (lgpd/). The inbound pipeline's dialog steps skip their own lookup when one
   * says false; undefined when not read.
   */
  openDialogs?: { rating: boolean; consent: boolean }
}

/** How an inbound sender is resolved. */
export interface ResolveContactOptions {
  /** The sender is a group: the contact gets isGroup and a `group` identity. */
  isGroup?: boolean
  /**
   * Take the name and picture the channel reports. Off for our own messages sent from the
   * phone, whose push name is the company's, not the contact's.
   */
  updateProfile?: boolean
  /**
   * The first look, taken already for these identities by a statement that looked up many
   * senders at once (firstLookInput's `key` says whose it is); used only when the key matches.
   */
  firstLook?: { key: string; look: FirstLook }
}

export interface Identity {
  kind: IdentityKind
  value: string
}

export interface ContactRow {
  id: number
  name: string
  number: string | null
  url_picture: string | null
  /** The contact's identities as `kind:value`, so only missing ones are written. */
  identities: string[] | null
  /** Read by firstLook only (ResolvedContact.openDialogs). */
  rating_open?: boolean
  awaiting_consent?: boolean
}

/** A race lost more often than this means something else is wrong. */
const maxAttempts = 5

/** Phone numbers in canonical form, other ids trimmed; unusable ones dropped, duplicates merged. */
function usableIdentities(contact: InboundContact, isGroup: boolean): Identity[] {
  const identities: Identity[] = []
  for (const { kind, value } of contact.identities) {
    const usable = kind === 'phone' ? normalizePhoneNumber(value) : value.trim()
    if (!usable) continue
    const identity = { kind: isGroup ? 'group' : kind, value: usable } satisfies Identity
    if (!identities.some((known) => known.kind === identity.kind && known.value === identity.value)) {
      identities.push(identity)
    }
  }
  return identities
}

/** Every stored form an identity may have been written in (the Brazilian ninth digit, for phones). */
function lookupForms(identities: Identity[]): Identity[] {
  return identities.flatMap((identity) =>
    identity.kind === 'phone'
      ? phoneNumberVariants(identity.value).map((value) => ({ kind: identity.kind, value }))
      : [identity],
  )
}

/**
 * The existing contacts any of these identities belongs to: through the identity table, or (for
 * contacts typed in by hand before any message) through the contact's number.
 */
function matchingContactsSql(companyId: number, identities: Identity[]): { sql: string; params: unknown[] } {
  const forms = lookupForms(identities)
  const numbers = forms
    .filter((form) => form.kind === 'phone' || form.kind === 'group')
    .map((form) => form.value)
  const params: unknown[] = [companyId, ...forms.flatMap((form) => [form.kind, form.value])]
  // Two index lookups (identities by company + kind + value, contacts by company + number), never a scan.
  let byNumber = ''
  if (numbers.length > 0) {
    byNumber = `union select id from contacts where company_id = ? and number in (${sqlPlaceholders(numbers)})`
    params.push(companyId, ...numbers)
  }
  const sql = `select distinct contact_id as id from contact_identities
      where company_id = ? and (kind, value) in (${forms.map(() => '(?, ?)').join(', ')})
     ${byNumber}`
  return { sql, params }
}

/** The ids of matchingContactsSql, oldest first. */
async function matchingContactIds(em: Em, companyId: number, identities: Identity[]): Promise<number[]> {
  const matching = matchingContactsSql(companyId, identities)
  const rows = await em.execute<{ id: number }[]>(`${matching.sql} order by id`, matching.params)
  return rows.map((row) => row.id)
}

/** A contact's columns as ContactRow has them, from `contacts c`. */
export const contactRowColumns = `c.id, c.name, c.number, c.url_picture,
            (select array_agg(o.kind || ':' || o.value) from contact_identities o where o.contact_id = c.id) as identities`

/**
 * The contact's row, held (`for key share`) until the caller's transaction ends, so a merge
 * cannot delete it under the message being stored; undefined when a merge already did.
 */
async function lockContact(em: Em, companyId: number, contactId: number): Promise<ContactRow | undefined> {
  const rows = await em.execute<ContactRow[]>(
    `select ${contactRowColumns}
       from contacts c
      where c.id = ? and c.company_id = ?
      for key share of c`,
    [contactId, companyId],
  )
  return rows[0]
}

/** The contact the identities are, with the merge that made it one, if it took one. */
interface FoundContact {
  row: ContactRow
  merge?: ContactMerge
}

/**
 * The one contact these identities are. When they match several, the channel has just said
 * (by reporting the ids together, or by the links it reported before) that those contacts are
 * one person: the newer ones are merged into the oldest. Contacts that merely share a name are
 * never merged; groups never are. Undefined when none matches; `retry` when a concurrent merge
 * removed the contact found, so the caller looks again.
 */
async function findContact(
  em: Em,
  companyId: number,
  identities: Identity[],
  isGroup: boolean,
): Promise<FoundContact | 'retry' | undefined> {
  const [oldestId, ...newerIds] = await matchingContactIds(em, companyId, identities)
  if (oldestId === undefined) return undefined
  let merge: ContactMerge | undefined
  if (newerIds.length > 0 && !isGroup) {
    merge = await mergeContacts(em, companyId, oldestId, newerIds)
    if (!merge) return 'retry'
  }
  const row = await lockContact(em, companyId, oldestId)
  if (!row) return 'retry'
  return merge && merge.removedIds.length > 0 ? { row, merge } : { row }
}

/**
 * These identities with every id a channel linked to them (the phone number behind an `@lid`, or
 * the `@lid` of a number), so a person whose link arrived before their first message is found
 * under either id.
 */
async function withLinkedIdentities(em: Em, companyId: number, identities: Identity[]): Promise<Identity[]> {
  const links = linkedIdentitiesSql(companyId, identities)
  const linked = await em.execute<Identity[]>(links.sql, links.params)
  return withLinks(identities, linked)
}

/** The ids a channel linked to any form of these identities (`kind`, `value`). */
function linkedIdentitiesSql(companyId: number, identities: Identity[]): { sql: string; params: unknown[] } {
  const forms = lookupForms(identities)
  return {
    sql: `select alias_kind as kind, alias_value as value from contact_identity_links
      where company_id = ? and (kind, value) in (${forms.map(() => '(?, ?)').join(', ')})`,
    params: [companyId, ...forms.flatMap((form) => [form.kind, form.value])],
  }
}

/** Records that these identities are one person, both ways, whether or not they are a contact yet. */
async function linkIdentities(em: Em, companyId: number, identities: Identity[]): Promise<void> {
  const pairs = identities.flatMap((identity) =>
    identities.filter((other) => other !== identity).map((alias) => [identity, alias] as const),
  )
  if (pairs.length === 0) return
  await em.execute(
    `insert into contact_identity_links (company_id, kind, value, alias_kind, alias_value)
     values ${pairs.map(() => '(?, ?, ?, ?, ?)').join(', ')}
     on conflict do nothing`,
    pairs.flatMap(([identity, alias]) => [companyId, identity.kind, identity.value, alias.kind, alias.value]),
  )
}

/** Adds the identities the contact does not have yet; one owned by another contact stays there. */
async function attachIdentities(em: Em, companyId: number, contactId: number, identities: Identity[]) {
  if (identities.length === 0) return []
  // One order for every transaction, so two racing for the same identities never deadlock.
  const ordered = [...identities].sort((a, b) => `${a.kind}:${a.value}`.localeCompare(`${b.kind}:${b.value}`))
  const params = ordered.flatMap((identity) => [companyId, contactId, identity.kind, identity.value])
  return em.execute<Identity[]>(
    `insert into contact_identities (company_id, contact_id, kind, value, created_at, updated_at)
     values ${ordered.map(() => '(?, ?, ?, ?, now(), now())').join(', ')}
     on conflict (company_id, kind, value) do nothing
     returning kind, value`,
    params,
  )
}

/** A number or id shown as the name until the channel tells us the person's name. */
function isPlaceholderName(contact: ContactRow, identities: Identity[]): boolean {
  const name = contact.name.trim()
  return name === '' || name === contact.number || identities.some((identity) => identity.value === name)
}

/** Brings a found contact up to date: new identities, its number, and (when asked) name and picture. */
async function refreshContact(
  em: Em,
  companyId: number,
  { row: contact, merge }: FoundContact,
  identities: Identity[],
  inbound: InboundContact,
  updateProfile: boolean,
): Promise<ResolvedContact> {
  const known = new Set(contact.identities ?? [])
  const missing = identities.filter((identity) => !known.has(`${identity.kind}:${identity.value}`))
  await attachIdentities(em, companyId, contact.id, missing)
  const phone = identities.find((identity) => identity.kind === 'phone' || identity.kind === 'group')
  const changes: string[] = []
  const params: unknown[] = []
  let { name, number } = contact
  // A contact first known by its @lid learns its number; unless another contact already has it.
  if (!number && phone) {
    changes.push(
      `number = case when exists (select 1 from contacts o where o.company_id = ? and o.number = ?) then number else ? end`,
    )
    params.push(companyId, phone.value, phone.value)
    number = phone.value
  }
  if (updateProfile && inbound.name?.trim() && isPlaceholderName(contact, identities)) {
    name = inbound.name.trim().slice(0, 250)
    if (name !== contact.name) {
      changes.push('name = ?')
      params.push(name)
    }
  }
  if (updateProfile && inbound.pictureUrl && inbound.pictureUrl !== contact.url_picture) {
    changes.push('url_picture = ?')
    params.push(inbound.pictureUrl.slice(0, 500))
  }
  if (changes.length > 0) {
    const [row] = await em.execute<{ number: string | null }[]>(
      `update contacts set ${changes.join(', ')}, updated_at = now() where id = ? and company_id = ? returning number`,
      [...params, contact.id, companyId],
    )
    number = row?.number ?? contact.number
  }
  const openDialogs =
    contact.rating_open === undefined || contact.awaiting_consent === undefined
      ? {}
      : { openDialogs: { rating: contact.rating_open, consent: contact.awaiting_consent } }
  return { id: contact.id, name, number, created: false, ...(merge ? { merge } : {}), ...openDialogs }
}

/** What a contact created now starts with, besides what the channel reports. */
interface NewContactDefaults {
  acceptAudioMessage: boolean
}

/** Inserts a new contact; undefined when its number was taken meanwhile (the caller looks again). */
async function insertContact(
  em: Em,
  companyId: number,
  connection: { id: number; channel: Channel },
  identities: Identity[],
  inbound: InboundContact,
  isGroup: boolean,
  defaults: NewContactDefaults,
): Promise<ContactRow | undefined> {
  const number = identities.find((identity) => identity.kind === 'phone' || identity.kind === 'group')?.value
  const name = (inbound.name?.trim() || number || identities[0]!.value).slice(0, 250)
  const [row] = await em.execute<ContactRow[]>(
    `insert into contacts (company_id, name, number, url_picture, is_group, channel, origin_connection_id,
                           accept_audio_message, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, now(), now())
     on conflict do nothing
     returning id, name, number, url_picture, null as identities`,
    [
      companyId,
      name,
      number ?? null,
      inbound.pictureUrl?.slice(0, 500) ?? null,
      isGroup,
      connection.channel,
      connection.id,
      defaults.acceptAudioMessage,
    ],
  )
  return row
}

/**
 * Whether the contact `c` has a rating question or a ticket waiting for consent open on the
 * connection (ResolvedContact.openDialogs); two `?`, both the connection's id.
 */
export const openDialogColumns = `exists (select 1 from ticket_rating_requests r
                       where r.company_id = c.company_id and r.contact_id = c.id and r.connection_id = ?
                         and r.status = 'open') as rating_open,
              exists (select 1 from tickets t
                       where t.company_id = c.company_id and t.contact_id = c.id
                         and coalesce(t.connection_id, 0) = ? and t.status = 'lgpd') as awaiting_consent`

/** What one statement finds for the identities a channel reported (firstLook). */
export interface FirstLook {
  /** The ids the channel linked to them (contact_identity_links); none for a group. */
  linked: Identity[]
  /** The contacts they match, oldest first. */
  matched: number[]
  /** The oldest of those, held (`for key share`) as lockContact holds it; undefined when a merge removed it. */
  held: ContactRow | null
}

/**
 * The usual message's whole lookup in one round trip: the linked ids (withLinkedIdentities), the
 * contacts the reported identities match (matchingContactIds) and the oldest of them held
 * (lockContact). It stands when the links add no id it did not look for and at most one contact
 * matches; otherwise resolveContact looks again the long way (a merge, a newly linked id).
 */
async function firstLook(
  em: Em,
  companyId: number,
  connectionId: number,
  reported: Identity[],
  isGroup: boolean,
): Promise<FirstLook> {
  // A group's identities are not linked to others: its links are not read.
  const links = linkedIdentitiesSql(companyId, reported)
  const matching = matchingContactsSql(companyId, reported)
  const [row] = await executePrepared<FirstLook>(
    em,
    `with linked as (${isGroup ? 'select null::text as kind, null::text as value where false' : links.sql}),
     matched as (${matching.sql}),
     held as (
       select ${contactRowColumns}, ${openDialogColumns}
         from contacts c
        where c.id = (select min(id) from matched) and c.company_id = ?
        for key share of c)
     select (select coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'value', value)), '[]'::jsonb) from linked) as linked,
            (select coalesce(array_agg(id order by id), '{}') from matched) as matched,
            (select to_jsonb(held) from held) as held`,
    [...(isGroup ? [] : links.params), ...matching.params, connectionId, connectionId, companyId],
  )
  return { linked: row!.linked, matched: row!.matched.map(Number), held: row!.held }
}

/**
 * What a first look searches for a sender who is not a group: the reported identities' key (the
 * same sender reports the same key), every stored form of them, and the numbers among those.
 * Undefined when none is usable. For looking many senders up at once (the inbound batches'
 * look-ahead, inbound/batch/look-ahead.ts), whose answer resolveContact takes as `firstLook`.
 */
export function firstLookInput(
  inbound: InboundContact,
): { key: string; forms: Identity[]; numbers: string[] } | undefined {
  const reported = usableIdentities(inbound, false)
  if (reported.length === 0) return undefined
  const forms = lookupForms(reported)
  const numbers = forms
    .filter((form) => form.kind === 'phone' || form.kind === 'group')
    .map((form) => form.value)
  return { key: lookKey(reported), forms, numbers }
}

/** The same identities, in any order, give the same key. */
const lookKey = (reported: Identity[]): string =>
  JSON.stringify(reported.map((identity) => `${identity.kind}:${identity.value}`).sort())

/** `identities` with the linked ones it does not have. */
function withLinks(identities: Identity[], linked: Identity[]): Identity[] {
  const all = [...identities]
  for (const identity of linked) {
    if (!all.some((known) => known.kind === identity.kind && known.value === identity.value))
      all.push(identity)
  }
  return all
}

/** What the first look found, when it stands: 'look' when resolveContact must look the long way. */
function foundIn(first: FirstLook): FoundContact | 'retry' | 'look' | undefined {
  if (first.matched.length === 0) return undefined
  if (first.matched.length > 1) return 'look'
  return first.held ? { row: first.held } : 'retry'
}

/**
 * The contact an inbound sender is, created on first contact (accepting audio when the company
 * option `acceptAudioMessageContact` says new contacts do). Finds the contact by ANY of the
 * identities the channel reports (a phone number in every form it may be written, an `@lid`, a
 * page-scoped id...), attaches the ones it did not have yet, so a person first seen by their
 * `@lid` and later with their number stays one contact. When the identities (with the ids the
 * channel linked to them) belong to several contacts, say a person first seen only by `@lid` and
 * later only by number, this message is the channel saying they are one person, and the newer
 * contacts are merged into the oldest (`merge` says what moved, for the live events once
 * committed). Concurrent first messages meet at the unique indexes on contact numbers and
 * identities: the loser of the race drops what it wrote and resolves to the winner's contact.
 * Run it inside the caller's transaction.
 *
 * @example
 * const contact = await resolveContact(tx, 1, connection, {
 *   identities: [{ kind: 'lid', value: '1234@lid' }, { kind: 'phone', value: '5511987654321' }],
 *   name: 'Maria',
 * })
 */
export async function resolveContact(
  em: Em,
  companyId: number,
  connection: { id: number; channel: Channel },
  inbound: InboundContact,
  options: ResolveContactOptions = {},
): Promise<ResolvedContact> {
  const isGroup = options.isGroup ?? false
  const updateProfile = options.updateProfile ?? true
  const reported = usableIdentities(inbound, isGroup)
  if (reported.length === 0) {
    throw new Error(`The sender has no usable identity: ${JSON.stringify(inbound.identities)}`)
  }
  const taken = options.firstLook
  const first =
    taken && !isGroup && taken.key === lookKey(reported)
      ? taken.look
      : await firstLook(em, companyId, connection.id, reported, isGroup)
  const identities = withLinks(reported, first.linked)
  // The first look stands unless the links added an id it did not look for.
  let found = identities.length === reported.length ? foundIn(first) : 'look'
  // Read only when a contact is created: most messages come from contacts that exist.
  let defaults: NewContactDefaults | undefined
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (attempt > 1 || found === 'look') found = await findContact(em, companyId, identities, isGroup)
    if (found === 'retry') continue
    if (found) return refreshContact(em, companyId, found, identities, inbound, updateProfile)
    defaults ??= { acceptAudioMessage: await newContactsAcceptAudio(em, companyId) }
    const inserted = await insertContact(em, companyId, connection, identities, inbound, isGroup, defaults)
    if (!inserted) continue
    const attached = await attachIdentities(em, companyId, inserted.id, identities)
    if (attached.length === identities.length) {
      // A contact this transaction created has no question open anywhere.
      return {
        id: inserted.id,
        name: inserted.name,
        number: inserted.number,
        created: true,
        openDialogs: { rating: false, consent: false },
      }
    }
    // Another transaction committed one of these identities first: that contact is the person.
    await em.execute('delete from contacts where id = ? and company_id = ?', [inserted.id, companyId])
  }
  throw new Error(
    `Could not resolve the contact ${JSON.stringify(inbound.identities)} after ${maxAttempts} tries`,
  )
}

/**
 * A channel's news about someone (a new name, picture, or the number behind an `@lid`) applied
 * to the contact they already are; nobody is created, because channels report every address-book
 * entry and only people who write become contacts. Undefined when no contact matches. Ids reported
 * together are remembered as one person either way, so a later first message under any of them
 * makes one contact with all of them; and when they already are two contacts (the `@lid` one and
 * the number one), those are merged into the oldest.
 *
 * @example
 * await updateKnownContact(tx, 1, { identities: [{ kind: 'lid', value: '1234@lid' }, { kind: 'phone', value: '5511987654321' }] })
 */
export async function updateKnownContact(
  em: Em,
  companyId: number,
  inbound: InboundContact,
): Promise<ResolvedContact | undefined> {
  const reported = usableIdentities(inbound, false)
  if (reported.length === 0) return undefined
  if (reported.length > 1) await linkIdentities(em, companyId, reported)
  const identities = await withLinkedIdentities(em, companyId, reported)
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const found = await findContact(em, companyId, identities, false)
    if (found === 'retry') continue
    if (!found) return undefined
    return refreshContact(em, companyId, found, identities, inbound, true)
  }
  throw new Error(
    `Could not find the contact ${JSON.stringify(inbound.identities)} after ${maxAttempts} tries`,
  )
}
