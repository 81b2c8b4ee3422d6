import type { Chat, Contact } from 'baileys'
import { identityOfJid } from '../inbound/jid-identity.ts'
import { plainNumber } from '../inbound/mapped-content.ts'
import { jidNormalizedUser } from '../jids.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/** A person saved on the phone, ready to become a contact. */
export interface SavedContact {
  /** Digits only, country code first. */
  number: string
  name: string
  lid: string | null
}

/**
 * The phone's address book as WhatsApp syncs it to the session (`contacts.upsert`,
 * `contacts.update`, and the contacts of history syncs), kept in whatsapp_contacts so the contacts
 * import can read it whenever asked, from any process.
 */
export interface AddressBook {
  save(owner: SessionOwner, contacts: Partial<Contact>[]): Promise<void>
  /** WhatsApp said these people changed their picture (`imgUrl: 'changed'`): look again when due. */
  pictureChanged(owner: SessionOwner, contacts: Partial<Contact>[]): Promise<void>
  /** The entries with a name saved on the phone and a known number, by name. */
  savedOnPhone(owner: SessionOwner): Promise<SavedContact[]>
  /**
   * The phone's one-to-one chats as WhatsApp syncs them (the `chats` of history syncs,
   * `chats.upsert`): the people it talks to, kept beside the address book.
   */
  saveChats(owner: SessionOwner, chats: Partial<Chat>[]): Promise<void>
  /**
   * The people the phone has a one-to-one chat with and whose number is known, by number: named
   * as saved on the phone, else by their number (which names a new contact and renames nobody).
   */
  inChats(owner: SessionOwner): Promise<SavedContact[]>
}

/** A one-to-one chat: its person, and when its last message was. */
interface ChatEntry {
  jid: string
  phone: string | null
  lid: string | null
  at: Date
}

interface Entry {
  jid: string
  phone: string | null
  lid: string | null
  name: string | null
  notify: string | null
}

const batchSize = 500
const cut = (value: string | null | undefined, length: number) => value?.trim().slice(0, length) || null

/** One entry per person; groups, broadcasts and newsletters are not people. */
function entryOf(contact: Partial<Contact>): Entry | undefined {
  const identity = identityOfJid(contact.id)
  if (!contact.id || !identity || identity.kind === 'group') return undefined
  const phone = identity.kind === 'phone' ? identity : identityOfJid(contact.phoneNumber)
  const lid = identity.kind === 'lid' ? identity : identityOfJid(contact.lid)
  return {
    jid: jidNormalizedUser(contact.id).slice(0, 200),
    phone: phone?.kind === 'phone' ? phone.value : null,
    lid: lid?.kind === 'lid' ? lid.value : null,
    name: cut(contact.name, 250),
    notify: cut(contact.notify ?? contact.verifiedName, 250),
  }
}

/** Merges repeated entries of one person (a statement may not touch a row twice). */
function mergedEntries(contacts: Partial<Contact>[]): Entry[] {
  const byJid = new Map<string, Entry>()
  for (const contact of contacts) {
    const entry = entryOf(contact)
    if (!entry) continue
    const known = byJid.get(entry.jid)
    byJid.set(
      entry.jid,
      known
        ? {
            jid: entry.jid,
            phone: entry.phone ?? known.phone,
            lid: entry.lid ?? known.lid,
            name: entry.name ?? known.name,
            notify: entry.notify ?? known.notify,
          }
        : entry,
    )
  }
  return [...byJid.values()]
}

/** One entry per person's chat (groups, broadcasts and newsletters left out), the latest time kept. */
function chatEntries(chats: Partial<Chat>[]): ChatEntry[] {
  const byJid = new Map<string, ChatEntry>()
  for (const chat of chats) {
    const entry = entryOf({
      id: chat.id ?? undefined,
      phoneNumber: chat.pnJid ?? undefined,
      lid: chat.lidJid ?? undefined,
    })
    if (!entry) continue
    const seconds = plainNumber(chat.conversationTimestamp) ?? chat.lastMessageRecvTimestamp
    const at = seconds ? new Date(seconds * 1000) : new Date()
    const known = byJid.get(entry.jid)
    if (!known || known.at < at)
      byJid.set(entry.jid, { jid: entry.jid, phone: entry.phone, lid: entry.lid, at })
  }
  return [...byJid.values()]
}

export function createAddressBook(sql: SessionSql): AddressBook {
  return {
    async save(owner, contacts) {
      const entries = mergedEntries(contacts)
      for (let start = 0; start < entries.length; start += batchSize) {
        const batch = entries.slice(start, start + batchSize)
        // Updates carry only what changed: a field left out keeps its stored value.
        await sql.rows(
          `insert into whatsapp_contacts (connection_id, jid, company_id, phone, lid, name, notify, updated_at)
           values ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, now())').join(', ')}
           on conflict (connection_id, jid) do update set
             phone = coalesce(excluded.phone, whatsapp_contacts.phone),
             lid = coalesce(excluded.lid, whatsapp_contacts.lid),
             name = coalesce(excluded.name, whatsapp_contacts.name),
             notify = coalesce(excluded.notify, whatsapp_contacts.notify),
             updated_at = now()
           where whatsapp_contacts.company_id = excluded.company_id`,
          batch.flatMap((entry) => [
            owner.connectionId,
            entry.jid,
            owner.companyId,
            entry.phone,
            entry.lid,
            entry.name,
            entry.notify,
          ]),
        )
      }
    },
    async pictureChanged(owner, contacts) {
      const jids = contacts.flatMap((contact) =>
        contact.imgUrl === 'changed' && contact.id ? [jidNormalizedUser(contact.id)] : [],
      )
      if (jids.length === 0) return
      // The next message from them fetches the new picture.
      await sql.rows(
        `update whatsapp_contacts set picture_checked_at = null
         where company_id = ? and connection_id = ? and jid in (${jids.map(() => '?').join(', ')})`,
        [owner.companyId, owner.connectionId, ...jids],
      )
    },
    async saveChats(owner, chats) {
      const entries = chatEntries(chats)
      for (let start = 0; start < entries.length; start += batchSize) {
        const batch = entries.slice(start, start + batchSize)
        await sql.rows(
          `insert into whatsapp_contacts (connection_id, jid, company_id, phone, lid, chat_at, updated_at)
           values ${batch.map(() => '(?, ?, ?, ?, ?, ?, now())').join(', ')}
           on conflict (connection_id, jid) do update set
             phone = coalesce(excluded.phone, whatsapp_contacts.phone),
             lid = coalesce(excluded.lid, whatsapp_contacts.lid),
             chat_at = greatest(excluded.chat_at, whatsapp_contacts.chat_at),
             updated_at = now()
           where whatsapp_contacts.company_id = excluded.company_id`,
          batch.flatMap((entry) => [
            owner.connectionId,
            entry.jid,
            owner.companyId,
            entry.phone,
            entry.lid,
            entry.at,
          ]),
        )
      }
    },
    async inChats(owner) {
      // A person may be known twice (by number and by @lid): the chat may be under either, the
      // name under the other. The number's entry names them first.
      return sql.rows<SavedContact>(
        `select phone as number,
                coalesce((array_agg(name order by (jid like '%@s.whatsapp.net') desc, name)
                            filter (where name is not null))[1], phone) as name,
                (array_agg(lid) filter (where lid is not null))[1] as lid
           from whatsapp_contacts
          where company_id = ? and connection_id = ? and phone is not null
          group by phone
         having bool_or(chat_at is not null)
          order by phone`,
        [owner.companyId, owner.connectionId],
      )
    },
    async savedOnPhone(owner) {
      // A person may be known twice (by number and by @lid); the number's entry is the one kept.
      return sql.rows<SavedContact>(
        `select distinct on (phone) phone as number, name, lid from whatsapp_contacts
         where company_id = ? and connection_id = ? and phone is not null and name is not null
         order by phone, (jid like '%@s.whatsapp.net') desc, name`,
        [owner.companyId, owner.connectionId],
      )
    },
  }
}
