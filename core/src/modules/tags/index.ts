/**
 * The tags module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { ContactTag, Tag, TicketTag } from './entities.ts'
export type { IContactTag, ITag, ITicketTag } from './entities.ts'
export { INLINE_TAG_MIN_LENGTH, INLINE_TAG_TOO_SHORT, tagsNamed } from './contact-tag-links.ts'
export { loadTagViews } from './tag-view.ts'
export { emitTagChange } from './tag-events.ts'
export type { TagContactHooks, TaggedContact } from './tag-contact-hooks.ts'
export { tagRoutes } from './routes.ts'
