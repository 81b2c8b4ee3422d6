import type { StorageApi } from '@atendo/plugin-api'
import type { GraphClient } from '../graph/graph-client.ts'
import type { MediaToFetch } from './mapped-event.ts'

/**
 * Downloads an attachment from Meta into the company's media storage and answers its key.
 * Messenger and Instagram give a CDN URL in the webhook; the Cloud API gives a media id whose
 * short-lived URL is asked for first (`GET /{media-id}`) and downloaded with the token.
 */
export async function fetchMedia(
  services: { graph: GraphClient; storage: StorageApi; maxBytes: number },
  target: { companyId: number; token: string },
  media: MediaToFetch,
): Promise<string> {
  const { graph, storage } = services
  let download: Awaited<ReturnType<GraphClient['download']>>
  if (media.source.kind === 'url') {
    download = await graph.download(media.source.url)
  } else {
    const found = await graph.get<{ url: string; mime_type?: string }>(media.source.mediaId, target.token)
    download = await graph.download(found.url, target.token)
    if (found.mime_type) download.mimeType = found.mime_type
  }
  const mimeType = media.mimeType ?? download.mimeType
  const stored = await storage.save(
    target.companyId,
    download.body,
    { fileName: download.fileName ?? media.fileName, mimeType },
    services.maxBytes,
  )
  return stored.key
}
