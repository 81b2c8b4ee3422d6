/**
 * The users module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { type IUser, User } from './entities.ts'
