import type { Em } from '../../kernel/db/orm.ts'
import { channelMediaMaxBytes } from '../../kernel/storage/media-content-check.ts'
import { GlobalSetting } from './entities.ts'

/** Default of the global setting `downloadLimit`, in megabytes. */
const defaultDownloadLimitMb = 64

/** Largest file an attendant may send: the global setting `downloadLimit` (MB). */
export async function downloadLimitBytes(em: Em): Promise<number> {
  const setting = await em.findOne(GlobalSetting, { key: 'downloadLimit' })
  const megabytes = Number(setting?.value)
  const limit = Number.isFinite(megabytes) && megabytes > 0 ? megabytes : defaultDownloadLimitMb
  return Math.floor(limit * 1024 * 1024)
}

/**
 * Largest file an attendant may send: the global setting `downloadLimit`, and never more than the
 * channel delivers (`channelMediaMaxBytes`), so an undeliverable file is refused (413) before it
 * is stored.
 */
export async function sendableMediaLimitBytes(em: Em): Promise<number> {
  return Math.min(await downloadLimitBytes(em), channelMediaMaxBytes)
}
