import type { InboundEvent, InboundMessage } from '@atendo/plugin-api'
import type { Em } from '../../../kernel/db/orm.ts'
import { executePrepared } from '../../../kernel/db/prepared-statements.ts'
import { sqlIdArray, sqlTextArray } from '../../../kernel/db/sql-fragments.ts'
import { botOutlookColumns, type TicketBotOutlook } from '../../chatbot/index.ts'
import {
  contactRowColumns,
  type FirstLook,
  firstLookInput,
  openDialogColumns,
  type ResolvedContact,
} from '../../contacts/index.ts'
import { type WorkingTicketRow, workingStatusesSql, workingTicketColumns } from '../../tickets/index.ts'
import type { PreStored } from './pre-store.ts'

/**
 * What a batch read ahead for one of its messages, in one statement for the whole batch: the
 * first look at its sender (resolve-contact.ts), the sender's working ticket on the connection,
 * and that ticket's chatbot outlook (bot-has-nothing-to-do.ts). Each is handed out once, to the
 * step that would have read it, and only when it is about the same sender, contact or ticket.
 */
export class ReadAhead {
  #contact?: { key: string; look: FirstLook }
  #working?: { contactId: number; row: WorkingTicketRow | null }
  #outlook?: { ticketId: number; outlook: TicketBotOutlook }
  #stored?: PreStored

  constructor(
    contact: { key: string; look: FirstLook },
    working?: { contactId: number; row: WorkingTicketRow | null },
    outlook?: { ticketId: number; outlook: TicketBotOutlook },
  ) {
    this.#contact = contact
    this.#working = working
    this.#outlook = outlook
  }

  takeContact(): { key: string; look: FirstLook } | undefined {
    const taken = this.#contact
    this.#contact = undefined
    return taken
  }

  takeWorkingTicket(): { contactId: number; row: WorkingTicketRow | null } | undefined {
    const taken = this.#working
    this.#working = undefined
    return taken
  }

  takeBotOutlook(): { ticketId: number; outlook: TicketBotOutlook } | undefined {
    const taken = this.#outlook
    this.#outlook = undefined
    return taken
  }

  /**
   * Where the message will surely be stored, when the look-ahead says so: a contact found with
   * nothing to merge or learn and no rating or consent question open, on its working ticket.
   */
  storedPlace(): { contact: ResolvedContact; ticket: { id: number; queueId: number | null } } | undefined {
    const held = this.#contact?.look.held
    const working = this.#working?.row
    if (!held || !working || held.rating_open !== false || held.awaiting_consent !== false) return undefined
    if (this.#working?.contactId !== held.id) return undefined
    return {
      contact: { id: held.id, name: held.name, number: held.number, created: false },
      ticket: { id: working.id, queueId: working.queue_id },
    }
  }

  /** The message as its batch stored it (batch/pre-store.ts), for storeMessage. */
  giveStored(stored: PreStored): void {
    this.#stored = stored
  }

  takeStored(): PreStored | undefined {
    const taken = this.#stored
    this.#stored = undefined
    return taken
  }
}

interface LookRow {
  n: number
  linked: FirstLook['linked']
  matched: (string | number)[]
  held: FirstLook['held']
  working: (WorkingTicketRow & { contact_id: number }) | null
  outlook: TicketBotOutlook | null
}

/**
 * Every sender's first look, working ticket and chatbot outlook in one statement: firstLook,
 * findWorkingTicket and botHasNothingToDo's statements, each over the batch's senders (numbered
 * `n`), their identities' stored forms (`form`) and the numbers among those (`sender_number`).
 * The contacts are held `for key share` as firstLook holds them, in id order.
 *
 * Each stored form is one probe of a unique index (`lateral ... limit 1`; `offset 0` for the
 * links, which may be several), whatever the planner believes of the tables' sizes: a join it
 * planned itself scanned the company's identities once per sender, or on tables it had no
 * statistics for yet (a new installation's first minute) compared every identity with every form.
 * The number match says `number is not null` so the partial unique index on (company, number)
 * serves it, not the number's trigram index (1.2 ms a sender). working and outlook are
 * materialized so the final join reads each once, not tickets again for every sender.
 */
const lookAheadSql = `
with form as (
  select distinct f.n, f.kind, f.value from unnest(?::int[], ?::text[], ?::text[]) as f(n, kind, value)
), sender_number as (
  select s.n, s.number from unnest(?::int[], ?::text[]) as s(n, number)
), linked as (
  select form.n, jsonb_agg(jsonb_build_object('kind', l.alias_kind, 'value', l.alias_value)) as linked
    from form
   cross join lateral (
         select l.alias_kind, l.alias_value from contact_identity_links l
          where l.company_id = ? and l.kind = form.kind and l.value = form.value
         offset 0) l
   group by form.n
), matched as (
  select m.n, array_agg(distinct m.id order by m.id) as matched from (
    select form.n, ci.contact_id as id
      from form
     cross join lateral (
           select ci.contact_id from contact_identities ci
            where ci.company_id = ? and ci.kind = form.kind and ci.value = form.value
            limit 1) ci
    union all
    select sender_number.n, c.id
      from sender_number
     cross join lateral (
           select c.id from contacts c
            where c.company_id = ? and c.number is not null and c.number = sender_number.number
            limit 1) c
  ) m group by m.n
), look as (
  select s.n, coalesce(linked.linked, '[]'::jsonb) as linked, coalesce(matched.matched, '{}') as matched
    from unnest(?::int[]) as s(n)
    left join linked on linked.n = s.n
    left join matched on matched.n = s.n
), held as materialized (
  select ${contactRowColumns}, ${openDialogColumns}
    from contacts c
   where c.id = any(array(select k.matched[1] from look k where cardinality(k.matched) = 1)) and c.company_id = ?
   order by c.id
   for key share of c
), working as materialized (
  select distinct on (t.contact_id) t.contact_id, ${workingTicketColumns}
    from tickets t
   where t.company_id = ? and t.contact_id = any(array(select h.id from held h)) and coalesce(t.connection_id, 0) = ?
     and t.status in ${workingStatusesSql}
   order by t.contact_id
), outlook as materialized (
  select t.id as ticket_id, ${botOutlookColumns}
    from tickets t where t.id = any(array(select w.id from working w)) and t.company_id = ?
)
select k.n, k.linked, k.matched, to_jsonb(h) as held, to_jsonb(w) as working, to_jsonb(o) as outlook
  from look k
  left join held h on cardinality(k.matched) = 1 and h.id = k.matched[1]
  left join working w on w.contact_id = h.id
  left join outlook o on o.ticket_id = w.id`

/** A message the look-ahead can read for: a person's (not a group's) message. */
const personalMessage = (
  payload: InboundEvent,
): payload is InboundEvent & InboundMessage & { kind: 'message' } =>
  payload.kind === 'message' && !payload.message.group

/**
 * The order a batch's first pass processes its events in, as waves it reads ahead for one at a
 * time, each just before processing its first event. A run of personal messages (up to the next
 * event of another kind or of a group, each of which is a wave of its own) is taken rank by rank:
 * every conversation's first message of the run, in arrival order, then every second one, and so
 * on. So a conversation's messages still apply in arrival order, and its second message is read
 * for after its first was applied (which may have opened its ticket), together with the other
 * conversations' second messages: customers who write several short messages at once cost a
 * look-ahead per rank, not three reads of their own a message. Only messages of different
 * conversations change places, which nothing orders (they may even run in different
 * transactions); the batch reports its events in arrival order.
 */
export function lookAheadWaves<Event extends { payload: InboundEvent }>(events: readonly Event[]): Event[][] {
  const waves: Event[][] = []
  let ranks: Event[][] = []
  let seen = new Map<string, number>()
  const endRun = () => {
    waves.push(...ranks)
    ranks = []
    seen = new Map()
  }
  for (const event of events) {
    const { payload } = event
    // The conversation as event-conversation.ts has it: a person's message is its contact's first identity.
    const conversation = personalMessage(payload) ? payload.message.contact.identities?.[0]?.value : undefined
    if (conversation === undefined) {
      endRun()
      waves.push([event])
      continue
    }
    const rank = seen.get(conversation) ?? 0
    seen.set(conversation, rank + 1)
    ranks[rank] ??= []
    ranks[rank].push(event)
  }
  endRun()
  return waves
}

/**
 * Reads ahead, in one statement, what the batch's messages (or an event processed alone) would
 * each read first (ReadAhead),
 * for the messages it can be read for without changing what they find: the leading run of
 * personal messages of `events` (a wave, lookAheadWaves), each the first of its sender in it, up
 * to the first event whose processing could change another's lookups (another kind of event, a
 * group's message, a sender who merges, has new linked ids or shares a contact or an id form with
 * an earlier sender). Later messages of the same sender read for themselves (the earlier one may
 * have opened their ticket). Answers the read-ahead per event id.
 */
export async function readAhead(
  tx: Em,
  companyId: number,
  connectionId: number,
  events: { id: number; payload: InboundEvent }[],
): Promise<Map<number, ReadAhead>> {
  const senders: {
    eventId: number
    key: string
    forms: { kind: string; value: string }[]
    numbers: string[]
  }[] = []
  const keys = new Set<string>()
  for (const { id, payload } of events) {
    if (!personalMessage(payload)) break
    const input = firstLookInput(payload.message.contact)
    if (!input) break
    if (keys.has(input.key)) continue
    keys.add(input.key)
    senders.push({ eventId: id, ...input })
  }
  const found = new Map<number, ReadAhead>()
  if (senders.length === 0) return found
  const forms = senders.flatMap((sender, n) => sender.forms.map((form) => ({ n, ...form })))
  const numbers = senders.flatMap((sender, n) => sender.numbers.map((number) => ({ n, number })))
  const rows = await executePrepared<LookRow>(tx, lookAheadSql, [
    sqlIdArray(forms.map((form) => form.n)),
    sqlTextArray(forms.map((form) => form.kind)),
    sqlTextArray(forms.map((form) => form.value)),
    sqlIdArray(numbers.map((number) => number.n)),
    sqlTextArray(numbers.map((number) => number.number)),
    companyId,
    companyId,
    companyId,
    sqlIdArray(senders.map((_, n) => n)),
    connectionId,
    connectionId,
    companyId,
    companyId,
    connectionId,
    companyId,
  ])
  const byN = new Map(rows.map((row) => [Number(row.n), row]))
  const seenForms = new Set<string>()
  const seenContacts = new Set<number>()
  for (const [n, sender] of senders.entries()) {
    const row = byN.get(n)
    if (!row) break
    const matched = row.matched.map(Number)
    const forms = sender.forms.map((form) => `${form.kind}:${form.value}`)
    const reported: string[] = JSON.parse(sender.key)
    const standing =
      matched.length <= 1 && newLinks(row.linked, reported) === 0 && (matched.length === 0 || row.held)
    const overlaps = forms.some((form) => seenForms.has(form)) || matched.some((id) => seenContacts.has(id))
    if (!standing || overlaps) break
    for (const form of forms) seenForms.add(form)
    for (const id of matched) seenContacts.add(id)
    const look: FirstLook = { linked: row.linked, matched, held: row.held }
    const contactId = row.held?.id
    const working =
      contactId === undefined ? undefined : { contactId, row: row.working ? workingRowOf(row.working) : null }
    const outlook =
      row.working && row.outlook ? { ticketId: Number(row.working.id), outlook: row.outlook } : undefined
    found.set(sender.eventId, new ReadAhead({ key: sender.key, look }, working, outlook))
  }
  return found
}

/** Linked ids the sender did not report: each makes resolveContact look the long way. */
function newLinks(linked: FirstLook['linked'], reported: string[]): number {
  return linked.filter((identity) => !reported.includes(`${identity.kind}:${identity.value}`)).length
}

const workingRowOf = (row: WorkingTicketRow & { contact_id: number }): WorkingTicketRow => ({
  id: Number(row.id),
  status: row.status,
  queue_id: row.queue_id === null ? null : Number(row.queue_id),
  in_rollback_lane: row.in_rollback_lane,
})
