/**
 * The connections module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { Connection, type IConnection } from './entities.ts'
