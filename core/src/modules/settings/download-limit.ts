import type { Em } from '../../kernel/db/orm.ts'
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
