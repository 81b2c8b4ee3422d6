import type { StorageApi } from '@atendo/plugin-api'
import { isOwnMediaKey } from './media-kinds.ts'

interface DocumentNode {
  type: string
  data: Record<string, unknown>
}

const mediaTypes = new Set(['img', 'audio', 'video'])

/** The stored files a flow names: media nodes' `url`, content cards' media `value`. */
function mediaKeys(nodes: readonly DocumentNode[]): string[] {
  const keys = nodes.flatMap((node) => {
    if (mediaTypes.has(node.type) && typeof node.data.url === 'string') return [node.data.url]
    if (node.type !== 'singleBlock' || !Array.isArray(node.data.elements)) return []
    return (node.data.elements as { type?: unknown; value?: unknown }[])
      .filter((element) => mediaTypes.has(String(element.type)) && typeof element.value === 'string')
      .map((element) => element.value as string)
  })
  return [...new Set(keys)]
}

/**
 * Signed preview links of the company's files a flow names (storage key → `/public/...`), so the
 * canvas shows stored images, audio and video when a flow is reopened. Keys outside the company's
 * folder (never saved: the save refuses them) get no link.
 */
export function flowMediaLinks(
  storage: Pick<StorageApi, 'url'>,
  companyId: number,
  nodes: readonly DocumentNode[] | null,
): Record<string, string> {
  const links: Record<string, string> = {}
  for (const key of mediaKeys(nodes ?? [])) if (isOwnMediaKey(companyId, key)) links[key] = storage.url(key)
  return links
}
