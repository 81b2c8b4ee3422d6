import { useQuery } from '@tanstack/react-query'
import { atendo, dataOf } from '../../../../api/atendo.ts'
import { settingKeys } from '../../../../api/query-keys/setting-keys.ts'
import { defaultDownloadLimitMb } from './media-rules.ts'

/**
 * The largest file an attendant may send, in megabytes: the platform's global setting
 * `downloadLimit` (administration.md §3); the server's default when it cannot be read (the server
 * still refuses an oversize upload with ERR_PAYLOAD_TOO_LARGE).
 */
function readDownloadLimitMb(): Promise<number> {
  return dataOf(atendo.GET('/api/setting/{key}', { params: { path: { key: 'downloadLimit' } } })).then(
    (setting) => {
      const megabytes = Number(setting.value)
      return Number.isFinite(megabytes) && megabytes > 0 ? megabytes : defaultDownloadLimitMb
    },
    () => defaultDownloadLimitMb,
  )
}

/** The download limit in megabytes, read once per login; undefined until it has been read. */
export function useDownloadLimitMb(): number | undefined {
  return useQuery({
    queryKey: settingKeys.one('downloadLimit'),
    queryFn: readDownloadLimitMb,
    staleTime: Number.POSITIVE_INFINITY,
  }).data
}
