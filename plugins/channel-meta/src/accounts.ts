import { AppError, type ChannelConnection, type DbApi } from '@atendo/plugin-api'
import type { AccountKind } from './entities.ts'
import { metaErrors } from './errors.ts'

/** The connection a Meta account's webhooks go to, and its company. */
export interface AccountOwner {
  companyId: number
  connectionId: number
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505'
}

/**
 * The platform-wide index from Meta account ids (page, Instagram account, phone number id) to
 * connections. A webhook names only the account; this index is the one place that turns it into a
 * company, and its unique key makes that answer single: a page linked to company A's connection
 * can never be claimed by company B's (ERR_CHANNEL_META_ACCOUNT_TAKEN, naming no company).
 */
export function accountIndex(db: DbApi) {
  return {
    /** Links the connection to its account (replacing a previous account of the same connection). */
    async link(connection: ChannelConnection, kind: AccountKind, accountId: string): Promise<void> {
      try {
        await db.forCompany(connection.companyId).execute(
          `insert into channel_meta_accounts (company_id, connection_id, kind, account_id) values (?, ?, ?, ?)
           on conflict (connection_id) do update set kind = excluded.kind, account_id = excluded.account_id`,
          [connection.companyId, connection.id, kind, accountId],
        )
      } catch (error) {
        if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) {
          throw new AppError(metaErrors.ERR_CHANNEL_META_ACCOUNT_TAKEN)
        }
        throw error
      }
    },

    /** Whether another connection (of any company) already receives this account's webhooks. */
    async takenByAnother(kind: AccountKind, accountId: string, connectionId?: number): Promise<boolean> {
      const rows = await db
        .platform()
        .execute<{ connection_id: number }[]>(
          'select connection_id from channel_meta_accounts where kind = ? and account_id = ?',
          [kind, accountId],
        )
      return rows.some((row) => row.connection_id !== connectionId)
    },

    /** The connection receiving this account's webhooks, if any. */
    async ownerOf(kind: AccountKind, accountId: string): Promise<AccountOwner | undefined> {
      const [row] = await db
        .platform()
        .execute<{ company_id: number; connection_id: number }[]>(
          'select company_id, connection_id from channel_meta_accounts where kind = ? and account_id = ?',
          [kind, accountId],
        )
      return row ? { companyId: row.company_id, connectionId: row.connection_id } : undefined
    },
  }
}
export type AccountIndex = ReturnType<typeof accountIndex>
