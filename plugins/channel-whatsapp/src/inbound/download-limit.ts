import type { SessionSql } from '../session-sql.ts'

/** The global setting's default (administration.md, `downloadLimit`), in megabytes. */
const defaultLimitMb = 64

/** The largest media file a session downloads: the platform's `downloadLimit` setting. */
export interface DownloadLimit {
  bytes(): Promise<number>
}

/**
 * Reads the global setting `downloadLimit` (MB, default 64) when a file comes, so a change on the
 * settings page applies to the next one. The plugin API offers no settings reader, so this reads
 * the platform-wide row directly (global settings belong to no company).
 *
 * @example
 * const maxBytes = await createDownloadLimit(sql).bytes()
 */
export function createDownloadLimit(sql: SessionSql): DownloadLimit {
  return {
    async bytes() {
      const [row] = await sql.rows<{ value: string | null }>(
        `select value from global_settings where key = 'downloadLimit'`,
      )
      const megabytes = Number(row?.value)
      const limit = Number.isFinite(megabytes) && megabytes > 0 ? megabytes : defaultLimitMb
      return Math.floor(limit * 1024 * 1024)
    },
  }
}
