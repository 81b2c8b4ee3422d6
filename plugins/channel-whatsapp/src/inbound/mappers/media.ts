import type { proto } from 'baileys'
import { type ContentMapper, fileNameFor, type MediaToFetch, plainNumber } from '../mapped-content.ts'

/** The file to fetch, with the size the message declares for it. */
function fileOf(
  media: { fileLength?: proto.Message.IImageMessage['fileLength'] },
  fileName: string,
  mimeType: string,
): MediaToFetch {
  const declaredBytes = plainNumber(media.fileLength)
  return declaredBytes === undefined ? { fileName, mimeType } : { fileName, mimeType, declaredBytes }
}

/** Photos: `imageMessage`, shown inline. */
export const mapImage: ContentMapper = (content, externalId) => {
  const image = content.imageMessage
  if (!image) return undefined
  const mimeType = image.mimetype ?? 'image/jpeg'
  return {
    body: image.caption ?? '',
    mediaType: 'image',
    media: fileOf(image, fileNameFor(externalId, mimeType), mimeType),
  }
}

/** Videos and GIFs: `videoMessage`. */
export const mapVideo: ContentMapper = (content, externalId) => {
  const video = content.videoMessage
  if (!video) return undefined
  const mimeType = video.mimetype ?? 'video/mp4'
  return {
    body: video.caption ?? '',
    mediaType: 'video',
    media: fileOf(video, fileNameFor(externalId, mimeType), mimeType),
    ...(video.gifPlayback ? { data: { gif: true } } : {}),
  }
}

/** Round video notes recorded in the chat (`ptvMessage`, a video message): a video for the inbox. */
export const mapVideoNote: ContentMapper = (content, externalId) => {
  const video = content.ptvMessage
  if (!video) return undefined
  const mimeType = video.mimetype ?? 'video/mp4'
  return {
    body: video.caption ?? '',
    mediaType: 'video',
    media: fileOf(video, fileNameFor(externalId, mimeType), mimeType),
    data: { videoNote: true, seconds: plainNumber(video.seconds) },
  }
}

/** Audio files and recorded voice notes (`ptt`): `audioMessage`. */
export const mapAudio: ContentMapper = (content, externalId) => {
  const audio = content.audioMessage
  if (!audio) return undefined
  const mimeType = audio.mimetype ?? 'audio/ogg; codecs=opus'
  return {
    body: '',
    mediaType: 'audio',
    media: fileOf(audio, fileNameFor(externalId, mimeType), mimeType),
    data: { voiceNote: audio.ptt === true, seconds: plainNumber(audio.seconds) },
  }
}

/** Any other file: `documentMessage` (a caption comes wrapped, see message-content.ts). */
export const mapDocument: ContentMapper = (content, externalId) => {
  const document = content.documentMessage
  if (!document) return undefined
  const mimeType = document.mimetype ?? 'application/octet-stream'
  const fileName = document.fileName || document.title || fileNameFor(externalId, mimeType)
  return {
    body: document.caption ?? fileName,
    mediaType: 'application',
    media: fileOf(document, fileName, mimeType),
  }
}

/** Stickers: WebP images (`stickerMessage`), shown inline like a photo. */
export const mapSticker: ContentMapper = (content, externalId) => {
  const sticker = content.stickerMessage
  if (!sticker) return undefined
  const mimeType = sticker.mimetype ?? 'image/webp'
  return {
    body: '',
    mediaType: 'image',
    media: fileOf(sticker, fileNameFor(externalId, mimeType), mimeType),
    data: { sticker: true, animated: sticker.isAnimated === true },
  }
}
