/** What other modules use of connections: adding one as POST /whatsapp does, and who manages them. */
export { addConnection } from './add-connection.ts'
export { managesConnections } from './connection-view.ts'
export { Connection, type IConnection } from './entities.ts'
export type { ConnectionCreateBody } from './save-connection.ts'
