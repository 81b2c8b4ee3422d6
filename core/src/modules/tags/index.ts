/**
 * The tags module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { Tag } from './entities.ts'
