import {
  AppError,
  multipartFile,
  type PluginRoutes,
  type StorageApi,
  type StoredMedia,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import { FLOW_MEDIA_MAX_BYTES, type FlowMediaKind, flowMediaKind, flowMediaKinds } from './media-kinds.ts'

const tags = ['flows']
const access = { access: { profile: 'admin' as const } }
/** A content node holds at most 50 cards (node-kinds.ts): no more files in one upload. */
const MAX_FILES = 50

/** A stored file as the flow builder keeps it: `name` goes in a node's `url` or a card's `value`. */
export const StoredFlowMedia = Type.Object({
  name: Type.String({ description: 'the storage key to put in the node or card' }),
  original: Type.String({ description: 'the file name as uploaded' }),
  mimeType: Type.String(),
  kind: Type.Union([Type.Literal('img'), Type.Literal('audio'), Type.Literal('video')]),
  url: Type.String({ description: 'a signed /public/... address for a preview' }),
})

/** The parts of a multipart request as these routes read them. */
type UploadPart =
  | {
      type: 'file'
      fieldname: string
      filename: string
      file: { truncated: boolean; resume(): unknown }
      toBuffer(): Promise<Buffer>
    }
  | { type: 'field'; fieldname: string }

function refuseFile(message: string): never {
  throw new AppError('ERR_VALIDATION', { fields: [{ field: 'medias', message }] })
}

/**
 * Reads the `medias` parts of a request, checks each by its content against `allowed` and its kind's
 * size, and stores them. On any refusal the files already stored by this request are removed, so a
 * refused upload leaves nothing behind.
 */
async function storeMedias(
  parts: AsyncIterable<UploadPart>,
  storage: StorageApi,
  companyId: number,
  allowed: readonly FlowMediaKind[],
): Promise<{ media: StoredMedia; kind: FlowMediaKind }[]> {
  const stored: { media: StoredMedia; kind: FlowMediaKind }[] = []
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue
      const file = part
      if (file.fieldname !== 'medias') {
        file.file.resume()
        continue
      }
      const content = await file.toBuffer()
      const found = flowMediaKind(content, allowed)
      if (!found)
        refuseFile(
          `${file.filename}: must be ${allowed.map((kind) => flowMediaKinds[kind].label).join('; ')} (told by its content)`,
        )
      const limit = flowMediaKinds[found.kind].maxBytes
      if (file.file.truncated || content.length > limit)
        throw new AppError('ERR_PAYLOAD_TOO_LARGE', {
          message: `Arquivo é muito grande! ${file.filename}: ${limit / 1024 / 1024} MB at most`,
        })
      const fileName = file.filename.slice(0, 255) || 'arquivo'
      const media = await storage.save(companyId, content, { fileName, mimeType: found.mimeType }, limit)
      stored.push({ media, kind: found.kind })
    }
    if (stored.length === 0) refuseFile('at least one file is required')
    return stored
  } catch (error) {
    for (const { media } of stored) await storage.remove(media.key)
    throw error
  }
}

/**
 * The flow builder's uploads (administration.md §7): POST /flowbuilder/content for a content node's
 * cards (images, audio, video), /flowbuilder/img and /flowbuilder/audio for the single-media nodes.
 * Files land in the company's storage folder and are served only through signed `/public/...`
 * links with their sniffed type, `nosniff` and a sandboxing CSP, so none can run as one of our pages.
 */
export const flowMediaRoutes: PluginRoutes<{ storage: StorageApi }> = async (fastify, { storage }) => {
  const view = ({ media, kind }: { media: StoredMedia; kind: FlowMediaKind }) => ({
    name: media.key,
    original: media.fileName,
    mimeType: media.mimeType,
    kind,
    url: storage.url(media.key),
  })
  const limits = (files: number) => ({ limits: { fileSize: FLOW_MEDIA_MAX_BYTES, files } })

  fastify.post(
    '/flowbuilder/content',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Store a content node's media cards: png/jpeg up to 2 MB, ogg/mp3/opus up to 5 MB, mp4 up to 20 MB (told by content; multipart, repeated `medias`)",
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({ medias: multipartFile('an image, audio or video (repeated)') }),
        response: { 200: Type.Array(StoredFlowMedia) },
      },
    },
    async (request) =>
      (
        await storeMedias(request.parts(limits(MAX_FILES)), storage, request.caller.companyId, [
          'img',
          'audio',
          'video',
        ])
      ).map(view),
  )

  for (const kind of ['img', 'audio'] as const) {
    const { label, maxBytes } = flowMediaKinds[kind]
    fastify.post(
      `/flowbuilder/${kind}`,
      {
        config: access,
        schema: {
          tags,
          summary: `Store the file of an ${kind === 'img' ? 'image' : 'audio'} node: ${label}, ${maxBytes / 1024 / 1024} MB at most (told by content; multipart \`medias\`)`,
          consumes: ['multipart/form-data'],
          multipartForm: Type.Object({ medias: multipartFile(label) }),
          response: { 200: StoredFlowMedia },
        },
      },
      async (request) => {
        const [stored] = await storeMedias(request.parts(limits(1)), storage, request.caller.companyId, [
          kind,
        ])
        return view(stored!)
      },
    )
  }
}
