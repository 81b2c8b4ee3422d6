import type { WhatsAppCoreData } from '../core-data.ts'

/** The global setting's default (administration.md, `downloadLimit`), in megabytes. */
const defaultLimitMb = 64

/** The largest media file a session downloads: the platform's `downloadLimit` setting. */
export interface DownloadLimit {
  bytes(): Promise<number>
}

/**
 * Reads the global setting `downloadLimit` (MB, default 64) when a file comes, so a change on the
 * settings page applies to the next one.
 *
 * @example
 * const maxBytes = await createDownloadLimit(settings).bytes()
 */
export function createDownloadLimit(settings: WhatsAppCoreData['settings']): DownloadLimit {
  return {
    async bytes() {
      const megabytes = Number(await settings.readGlobal('downloadLimit'))
      const limit = Number.isFinite(megabytes) && megabytes > 0 ? megabytes : defaultLimitMb
      return Math.floor(limit * 1024 * 1024)
    },
  }
}
