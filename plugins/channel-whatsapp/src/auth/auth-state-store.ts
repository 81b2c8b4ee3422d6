import {
  type AuthenticationCreds,
  type AuthenticationState,
  BufferJSON,
  initAuthCreds,
  proto,
  type SignalDataSet,
  type SignalDataTypeMap,
} from 'baileys'
import { retryOnDeadlock } from '../retry-on-deadlock.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/** The row type holding the credentials; every other type is one of Baileys' signal key kinds. */
const CREDS = 'creds'
/** Rows per statement: far below PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_STATEMENT = 500

/** A session's authentication state as Baileys wants it, plus how to persist credential changes. */
export interface StoredAuthState {
  state: AuthenticationState
  /** Persists `state.creds` (call on every `creds.update`). */
  saveCreds(): Promise<void>
}

/** Credentials and signal keys of WhatsApp sessions, in PostgreSQL. */
export interface AuthStateStore {
  /** The stored state, or fresh credentials (not yet saved) for a session never paired. */
  load(owner: SessionOwner): Promise<StoredAuthState>
  /** Whether the session was paired (it has saved credentials). */
  hasCredentials(owner: SessionOwner): Promise<boolean>
  /** Deletes credentials and keys: the session logged out and must pair again. */
  clear(owner: SessionOwner): Promise<void>
}

const serialise = (value: unknown) => JSON.stringify(value, BufferJSON.replacer)
const deserialise = (text: string): unknown => JSON.parse(text, BufferJSON.reviver)

type KeyType = keyof SignalDataTypeMap

function revive<Type extends KeyType>(type: Type, value: unknown): SignalDataTypeMap[Type] {
  // Protobuf-backed keys must be real protobuf objects again, as Baileys' own file store does.
  if (type === 'app-state-sync-key') {
    return proto.Message.AppStateSyncKeyData.fromObject(value as object) as unknown as SignalDataTypeMap[Type]
  }
  return value as SignalDataTypeMap[Type]
}

function chunks<Item>(items: Item[], size: number): Item[][] {
  const result: Item[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}

/**
 * The PostgreSQL auth state of Baileys' `AuthenticationState`.
 *
 * @example
 * const { state, saveCreds } = await createAuthStateStore(sql).load({ companyId, connectionId })
 * const socket = makeWASocket({ auth: state })
 * socket.ev.on('creds.update', saveCreds)
 */
export function createAuthStateStore(sql: SessionSql): AuthStateStore {
  async function readKeys<Type extends KeyType>(owner: SessionOwner, type: Type, ids: string[]) {
    const found: { [id: string]: SignalDataTypeMap[Type] } = {}
    for (const batch of chunks([...new Set(ids)], ROWS_PER_STATEMENT)) {
      const rows = await sql.rows<{ key_id: string; value: string }>(
        `select key_id, value from whatsapp_auth_keys
         where company_id = ? and connection_id = ? and type = ? and key_id in (${batch.map(() => '?').join(', ')})`,
        [owner.companyId, owner.connectionId, type, ...batch],
      )
      for (const row of rows) found[row.key_id] = revive(type, deserialise(row.value))
    }
    return found
  }

  async function writeKeys(owner: SessionOwner, data: SignalDataSet) {
    const writes: { type: string; id: string; value: string }[] = []
    const removals: { type: string; id: string }[] = []
    for (const type of Object.keys(data) as KeyType[]) {
      for (const [id, value] of Object.entries(data[type] ?? {})) {
        if (value === null || value === undefined) removals.push({ type, id })
        else writes.push({ type, id, value: serialise(value) })
      }
    }
    if (writes.length === 0 && removals.length === 0) return
    // One lock order for every writer, so two overlapping batches queue instead of deadlocking.
    const order = (a: { type: string; id: string }, b: { type: string; id: string }) =>
      a.type === b.type ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.type < b.type ? -1 : 1
    writes.sort(order)
    removals.sort(order)
    await retryOnDeadlock(() =>
      sql.transaction(async (tx) => {
        for (const batch of chunks(writes, ROWS_PER_STATEMENT)) {
          await tx.rows(
            `insert into whatsapp_auth_keys (company_id, connection_id, type, key_id, value, updated_at)
             values ${batch.map(() => '(?, ?, ?, ?, ?, now())').join(', ')}
             on conflict (connection_id, type, key_id)
             do update set value = excluded.value, updated_at = excluded.updated_at
             where whatsapp_auth_keys.company_id = excluded.company_id`,
            batch.flatMap((key) => [owner.companyId, owner.connectionId, key.type, key.id, key.value]),
          )
        }
        for (const batch of chunks(removals, ROWS_PER_STATEMENT)) {
          await tx.rows(
            `delete from whatsapp_auth_keys
             where company_id = ? and connection_id = ? and (type, key_id) in (${batch.map(() => '(?, ?)').join(', ')})`,
            [owner.companyId, owner.connectionId, ...batch.flatMap((key) => [key.type, key.id])],
          )
        }
      }),
    )
  }

  async function readCreds(owner: SessionOwner): Promise<AuthenticationCreds | undefined> {
    const [row] = await sql.rows<{ value: string }>(
      'select value from whatsapp_auth_keys where company_id = ? and connection_id = ? and type = ? and key_id = ?',
      [owner.companyId, owner.connectionId, CREDS, CREDS],
    )
    return row ? (deserialise(row.value) as AuthenticationCreds) : undefined
  }

  return {
    async load(owner) {
      const creds = (await readCreds(owner)) ?? initAuthCreds()
      return {
        state: {
          creds,
          keys: {
            get: (type, ids) => readKeys(owner, type, ids),
            set: (data) => writeKeys(owner, data),
            clear: async () => {
              await sql.rows(
                'delete from whatsapp_auth_keys where company_id = ? and connection_id = ? and type <> ?',
                [owner.companyId, owner.connectionId, CREDS],
              )
            },
          },
        },
        saveCreds: () => writeKeys(owner, { [CREDS]: { [CREDS]: creds } } as unknown as SignalDataSet),
      }
    },
    async hasCredentials(owner) {
      return (await readCreds(owner)) !== undefined
    },
    async clear(owner) {
      await sql.rows('delete from whatsapp_auth_keys where company_id = ? and connection_id = ?', [
        owner.companyId,
        owner.connectionId,
      ])
    },
  }
}
