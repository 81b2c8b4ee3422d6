/** What each media card accepts (administration.md §5, §9): image 2 MB png/jpg/jpeg, audio 5 MB ogg/mp3/opus, video 20 MB mp4. */
export const mediaLimits = {
  img: { megabytes: 2, extensions: ['png', 'jpg', 'jpeg'], accept: 'image/png,image/jpeg' },
  audio: {
    megabytes: 5,
    extensions: ['ogg', 'mp3', 'opus'],
    accept: 'audio/ogg,audio/mpeg,audio/opus,.opus',
  },
  video: { megabytes: 20, extensions: ['mp4'], accept: 'video/mp4' },
} as const

export type MediaCardKind = keyof typeof mediaLimits

/** §9: images are compressed to 0.7 quality before they are uploaded. */
export const imageQuality = 0.7

/**
 * §4, §9: on save the content dialog waits up to 1.5 s for image compression to finish before it
 * uploads (past it, the uncompressed original goes, already within its size limit).
 */
export const contentSaveDelayMs = 1500

/** The problem with a chosen file, or undefined when the card may take it. */
export function fileProblem(kind: MediaCardKind, file: File): 'type' | 'size' | undefined {
  const limit = mediaLimits[kind]
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!(limit.extensions as readonly string[]).includes(extension)) return 'type'
  if (file.size > limit.megabytes * 1024 * 1024) return 'size'
  return undefined
}

/** An image re-encoded at 0.7 quality (jpeg keeps its type; png becomes jpeg only when smaller). */
export async function compressImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file)
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', imageQuality))
  if (!blob || blob.size >= file.size) return file
  return new File([blob], file.name.replace(/\.[^.]+$/, '.jpg'), { type: 'image/jpeg' })
}
