import type { CurvePoint } from './inbound-workers-run.ts'

/**
 * What must hold after a run of the worker curve, whatever the rate: every posted message
 * recorded and stored exactly once, one contact and one ticket per contact, no event left
 * unprocessed, every live event heard once. Answers one line per broken guarantee.
 */
export function checkWorkerRun(
  point: CurvePoint,
  settings: { messages: number; contacts: number; warmup: number },
): string[] {
  const expectedMessages = settings.messages + settings.warmup
  const expectedContacts = settings.contacts + settings.warmup
  const { stored } = point
  const problems: string[] = []
  const expect = (what: string, actual: number, expected: number) => {
    if (actual !== expected)
      problems.push(`${point.workers} worker(s): ${what} ${actual}, expected ${expected}`)
  }
  expect('posts refused', point.refusedPosts, 0)
  expect('messages stored', stored.messages, expectedMessages)
  expect('distinct message ids stored', stored.distinctMessageIds, expectedMessages)
  expect('live "create" events heard', point.liveEvents, expectedMessages)
  expect('contacts', stored.contacts, expectedContacts)
  expect('tickets', stored.tickets, expectedContacts)
  expect('contacts with more than one working ticket', stored.openTicketsPerContactAboveOne, 0)
  expect('inbound events not processed', stored.eventsNotProcessed, 0)
  return problems
}
