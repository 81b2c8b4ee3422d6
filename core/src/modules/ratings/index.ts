/**
 * The ratings module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { TicketRatingRequest } from './entities.ts'
export { ratingsMigrations } from './migrations/index.ts'
export { requestRating } from './request-rating.ts'
export { ratingAnswerOf, recordRatingAnswer } from './answer-rating.ts'
