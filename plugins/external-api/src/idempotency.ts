import { AppError, type Em } from '@atendo/plugin-api'
import { externalApiErrors } from './errors.ts'

/**
 * A key still pending after this long belongs to a send that died with its process (a send takes
 * seconds): the next request with the key takes it over rather than being told "in progress"
 * forever.
 */
export const abandonedAfterMinutes = 10

/** What a key says about a send: go ahead (the key is now held), or answer what was answered before. */
export type KeyClaim = { kind: 'claimed' } | { kind: 'replay'; answer: Record<string, unknown> }

interface SendRow {
  request_digest: string
  status: 'pending' | 'done'
  answer: Record<string, unknown> | null
}

/**
 * Claims an `Idempotency-Key` for one connection. The unique index (connection, key) lets exactly
 * one of several identical requests in flight through, on any API node; the others are told it
 * is in progress, and later retries get the first answer. A key reused for a different request is
 * refused; one abandoned by a dead process is taken over.
 */
export async function claimKey(
  em: Em,
  owner: { companyId: number; connectionId: number },
  key: string,
  digest: string,
): Promise<KeyClaim> {
  const inserted = await em.execute<{ id: number }[]>(
    `insert into external_api_sends (company_id, connection_id, idempotency_key, request_digest, status, created_at)
     values (?, ?, ?, ?, 'pending', now())
     on conflict (connection_id, idempotency_key) do nothing
     returning id`,
    [owner.companyId, owner.connectionId, key, digest],
  )
  if (inserted.length > 0) return { kind: 'claimed' }
  const takenOver = await em.execute<{ id: number }[]>(
    `update external_api_sends set request_digest = ?, created_at = now()
      where company_id = ? and connection_id = ? and idempotency_key = ? and status = 'pending'
        and created_at < now() - make_interval(mins => ?)
      returning id`,
    [digest, owner.companyId, owner.connectionId, key, abandonedAfterMinutes],
  )
  if (takenOver.length > 0) return { kind: 'claimed' }
  const [row] = await em.execute<SendRow[]>(
    `select request_digest, status, answer from external_api_sends
      where company_id = ? and connection_id = ? and idempotency_key = ?`,
    [owner.companyId, owner.connectionId, key],
  )
  if (!row) return claimKey(em, owner, key, digest) // released meanwhile (the other send failed)
  if (row.request_digest !== digest) throw new AppError(externalApiErrors.ERR_EXTERNAL_API_KEY_REUSED)
  if (row.status !== 'done' || !row.answer)
    throw new AppError(externalApiErrors.ERR_EXTERNAL_API_KEY_IN_PROGRESS)
  return { kind: 'replay', answer: row.answer }
}

/** Keeps the answer of a send made under a key. */
export async function settleKey(
  em: Em,
  owner: { companyId: number; connectionId: number },
  key: string,
  answer: Record<string, unknown>,
): Promise<void> {
  await em.execute(
    `update external_api_sends set status = 'done', answer = ?::jsonb
      where company_id = ? and connection_id = ? and idempotency_key = ?`,
    [JSON.stringify(answer), owner.companyId, owner.connectionId, key],
  )
}

/** Lets a key go after its send failed, so the caller may retry with it. */
export async function releaseKey(
  em: Em,
  owner: { companyId: number; connectionId: number },
  key: string,
): Promise<void> {
  await em.execute(
    `delete from external_api_sends
      where company_id = ? and connection_id = ? and idempotency_key = ? and status = 'pending'`,
    [owner.companyId, owner.connectionId, key],
  )
}
