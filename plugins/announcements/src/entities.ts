import { defineEntity, type InferEntity, p, timestampColumns } from '@atendo/plugin-api'

/**
 * An announcement (administration.md §3): platform-wide, so it carries no company. Priority 1 is
 * high, 2 medium, 3 low; `status` true means active (shown to every user).
 */
export const Announcement = defineEntity({
  name: 'Announcement',
  tableName: 'announcements',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    text: p.text(),
    priority: p.integer().default(3),
    status: p.boolean().default(true),
    /** Storage key of the attached image. */
    mediaPath: p.string().length(255).nullable(),
    /** The image's original file name. */
    mediaName: p.string().length(255).nullable(),
    ...timestampColumns,
  },
})
export type IAnnouncement = InferEntity<typeof Announcement>
