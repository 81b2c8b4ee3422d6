import { useEffect, useState } from 'react'
import { atendo, dataOf } from '../../../../api/atendo.ts'
import { defaultDownloadLimitMb } from './media-rules.ts'

let pending: Promise<number> | undefined

/**
 * The largest file an attendant may send, in megabytes: the platform's global setting
 * `downloadLimit` (administration.md §3), read once per page view; the server's default when it
 * cannot be read (the server still refuses an oversize upload with ERR_PAYLOAD_TOO_LARGE).
 */
export function loadDownloadLimitMb(): Promise<number> {
  pending ??= dataOf(atendo.GET('/api/setting/{key}', { params: { path: { key: 'downloadLimit' } } })).then(
    (setting) => {
      const megabytes = Number(setting.value)
      return Number.isFinite(megabytes) && megabytes > 0 ? megabytes : defaultDownloadLimitMb
    },
    () => defaultDownloadLimitMb,
  )
  return pending
}

/** The download limit in megabytes; undefined until it has been read. */
export function useDownloadLimitMb(): number | undefined {
  const [limit, setLimit] = useState<number>()
  useEffect(() => {
    let current = true
    void loadDownloadLimitMb().then((megabytes) => current && setLimit(megabytes))
    return () => {
      current = false
    }
  }, [])
  return limit
}
