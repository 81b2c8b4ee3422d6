/**
 * The inbound module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { InboundEvent } from './entities.ts'
export { createInboundSink } from './inbound-sink.ts'
export { defineInboundRetention } from './inbound-retention-job.ts'
// Plugins' tickets service claims and hands over tickets as inbound handlers do.
export { claimTicket, handTicketOver } from './handlers/ticket-automation.ts'
