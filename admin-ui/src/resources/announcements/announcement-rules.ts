/** Announcement priorities (administration.md §3): 1 high, 2 medium, 3 low; 3 by default (§9). */
export const priorities = [1, 2, 3] as const
export const DEFAULT_PRIORITY = 3

/** The image types an announcement accepts (administration.md §5), as the file picker takes them. */
export const announcementImageTypes = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] }

/** The server's limit on an announcement image (plugins/announcements media-routes.ts). */
export const ANNOUNCEMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Why a chosen image cannot be attached, as a translation key; undefined if it can. */
export function announcementImageProblem(file: { name: string; type: string; size: number }) {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const allowed = Object.entries(announcementImageTypes).some(
    ([type, extensions]) => type === file.type && extensions.includes(`.${extension}`),
  )
  if (!allowed) return 'atendo.announcements.image_types'
  if (file.size > ANNOUNCEMENT_IMAGE_MAX_BYTES) return 'atendo.upload.too_large_5mb'
  return undefined
}
