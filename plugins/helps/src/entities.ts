import { defineEntity, type InferEntity, p, timestampColumns } from '@atendo/plugin-api'

/** A help video (administration.md §3): platform-wide, so it carries no company. */
export const Help = defineEntity({
  name: 'Help',
  tableName: 'helps',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    description: p.text().nullable(),
    /** The video code (e.g. a YouTube id) the player embeds. */
    video: p.string().length(200).nullable(),
    ...timestampColumns,
  },
})
export type IHelp = InferEntity<typeof Help>
