import { createHash } from 'node:crypto'
import type { MediaSaver } from '../inbound/media-fetcher.ts'
import { jidDecode } from '../jids.ts'
import type { SessionLog } from '../session-log.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'
import type { WhatsAppSocketPort } from '../socket/socket-port.ts'

/** How profile pictures are fetched. */
export interface ProfilePicturePolicy {
  /** A person's picture is looked at again only after this long. */
  refreshAfterMs: number
  /** Lookup plus download must answer within this, or the message goes in without a picture. */
  timeoutMs: number
  maxBytes: number
}

export const defaultProfilePicturePolicy: ProfilePicturePolicy = {
  refreshAfterMs: 7 * 24 * 3_600_000,
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
}

/** Where a picture is fetched from (the real `fetch`; tests serve one over local HTTP). */
export type PictureDownload = (url: string, timeoutMs: number, maxBytes: number) => Promise<Buffer>

/**
 * Fetches a picture, never holding more than `maxBytes` of it: a larger declared length is refused
 * before the body is read, and a body that grows past the cap (no length, or a wrong one) is
 * cancelled there, so the rest is never downloaded.
 */
export function pictureDownloadOver(
  fetcher: (url: string, request: { timeoutMs: number }) => Promise<Response>,
): PictureDownload {
  return async (url, timeoutMs, maxBytes) => {
    const response = await fetcher(url, { timeoutMs })
    const tooLarge = () => new Error(`profile picture larger than ${maxBytes} bytes`)
    if (!response.ok) {
      await response.body?.cancel()
      throw new Error(`profile picture download answered ${response.status}`)
    }
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body?.cancel()
      throw tooLarge()
    }
    const chunks: Uint8Array[] = []
    let received = 0
    const reader = response.body?.getReader()
    for (;;) {
      const next = await reader?.read()
      if (!next || next.done) break
      received += next.value.byteLength
      if (received > maxBytes) {
        await reader?.cancel()
        throw tooLarge()
      }
      chunks.push(next.value)
    }
    return Buffer.concat(chunks)
  }
}

/**
 * Over the process's own `fetch`: for harnesses that build a provider without the plugin context.
 * The plugin itself downloads through the contract's guarded `outbound` client (the URL comes
 * from the channel, and must not reach our own network).
 */
export const downloadPicture: PictureDownload = pictureDownloadOver((url, { timeoutMs }) =>
  fetch(url, { signal: AbortSignal.timeout(timeoutMs) }),
)

/**
 * Contacts' profile pictures, fetched lazily: when someone writes and their picture was not looked
 * at recently, it is asked from WhatsApp, downloaded and stored in core's storage (WhatsApp's URLs
 * expire within days, a stored copy does not). Only a picture that changed is stored again; the
 * previous copy is removed. Failures leave the picture as it was.
 */
export function createProfilePictures(options: {
  sql: SessionSql
  storage: MediaSaver & { remove?(key: string): Promise<void> }
  log: SessionLog
  policy?: ProfilePicturePolicy
  download?: PictureDownload
}) {
  const { sql, storage, log } = options
  const policy = options.policy ?? defaultProfilePicturePolicy
  const download = options.download ?? downloadPicture

  /** Claims the look-up of a person's picture; the previous picture when it is due, else undefined. */
  async function claim(
    owner: SessionOwner,
    jid: string,
  ): Promise<{ hash: string | null; key: string | null } | undefined> {
    const [row] = await sql.rows<{ picture_hash: string | null; picture_key: string | null }>(
      `insert into whatsapp_contacts (connection_id, jid, company_id, picture_checked_at, updated_at)
       values (?, ?, ?, now(), now())
       on conflict (connection_id, jid) do update set picture_checked_at = now()
       where whatsapp_contacts.company_id = excluded.company_id
         and (whatsapp_contacts.picture_checked_at is null or whatsapp_contacts.picture_checked_at < ?)
       returning picture_hash, picture_key`,
      [owner.connectionId, jid, owner.companyId, new Date(Date.now() - policy.refreshAfterMs)],
    )
    return row ? { hash: row.picture_hash, key: row.picture_key } : undefined
  }

  async function fetchPicture(socket: WhatsAppSocketPort, jid: string): Promise<Buffer | undefined> {
    const url = await socket.profilePictureUrl(jid)
    return url ? download(url, policy.timeoutMs, policy.maxBytes) : undefined
  }

  return {
    /** The storage key of the person's new picture, when it is due and changed; else undefined. */
    async refreshed(
      owner: SessionOwner,
      socket: WhatsAppSocketPort,
      jid: string,
    ): Promise<string | undefined> {
      const previous = await claim(owner, jid)
      if (!previous) return undefined
      let content: Buffer | undefined
      try {
        content = await Promise.race([
          fetchPicture(socket, jid),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('profile picture lookup timed out')), policy.timeoutMs).unref(),
          ),
        ])
      } catch (error) {
        log.warn({ err: error, connectionId: owner.connectionId, jid }, 'profile picture not fetched')
        return undefined
      }
      if (!content) return undefined
      const hash = createHash('sha256').update(content).digest('hex')
      if (hash === previous.hash) return undefined
      const user = jidDecode(jid)?.user ?? 'contact'
      const { key } = await storage.save(owner.companyId, content, {
        fileName: `${user}.jpg`,
        mimeType: 'image/jpeg',
      })
      await sql.rows(
        'update whatsapp_contacts set picture_hash = ?, picture_key = ? where company_id = ? and connection_id = ? and jid = ?',
        [hash, key, owner.companyId, owner.connectionId, jid],
      )
      if (previous.key) {
        await storage.remove?.(previous.key).catch((error: unknown) => {
          log.warn({ err: error, key: previous.key }, 'previous profile picture not removed')
        })
      }
      return key
    },
  }
}

export type ProfilePictures = ReturnType<typeof createProfilePictures>
