/**
 * The queues module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { Queue } from './entities.ts'
