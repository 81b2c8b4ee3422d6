/**
 * Who an event's order matters to: the conversation (a group, else the contact's first identity),
 * from an event's payload (`payloadSql`, a jsonb expression). Null for kinds that point at a
 * message by its id (ack, edit, delete, reaction): they wait for their message by retrying
 * (InboundNotReady), whatever order they run in.
 *
 * It is written to the event's `conversation` column when the event is recorded (inbound-sink.ts)
 * rather than computed where it is compared: under row-level security PostgreSQL cannot use an
 * index on this expression (its jsonb functions are not leakproof, so the comparison must wait for
 * the policy's check), and a run would scan every earlier pending event of its connection to find
 * its conversation's (bench/inbound-order-plan.ts). A plain column is compared in the index.
 */
export const eventConversationSql = (payloadSql: string): string =>
  `coalesce(${payloadSql} #>> '{message,group,id}', ${payloadSql} #>> '{message,contact,identities,0,value}',
  ${payloadSql} #>> '{contact,identities,0,value}')`
