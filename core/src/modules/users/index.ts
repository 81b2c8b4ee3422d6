/**
 * The users module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { User } from './entities.ts'
