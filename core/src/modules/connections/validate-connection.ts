import { AppError, type FieldProblem } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Queue } from '../queues/index.ts'
import { CompanySetting } from '../settings/index.ts'
import type { ConnectionOptions } from './connection-options.ts'

/** A connection as it will be saved: what the rules of administration.md §5 look at. */
export interface ConnectionDraft extends ConnectionOptions {
  greetingMessage: string | null
  ratingMessage: string | null
  queueIds: number[]
}

const day = 86_400_000
const blank = (text: string | null | undefined) => !text || text.trim() === ''

function dateProblems(draft: ConnectionDraft, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = []
  const twoYearsAgo = new Date(now.getTime() - 2 * 365 * day)
  if (draft.importOldMessages) {
    const oldest = new Date(draft.importOldMessages)
    if (oldest < twoYearsAgo || oldest > now) {
      problems.push({ field: 'importOldMessages', message: 'must be between two years ago and now' })
    }
    if (draft.importRecentMessages) {
      const newest = new Date(draft.importRecentMessages)
      if (newest < oldest || newest > now) {
        problems.push({ field: 'importRecentMessages', message: 'must be between importOldMessages and now' })
      }
    }
    if (!draft.queueIdImportMessages) {
      problems.push({
        field: 'queueIdImportMessages',
        message: 'a queue is required when importing messages',
      })
    }
  }
  if (!blank(draft.collectiveVacationMessage)) {
    const earliest = new Date(now.getTime() - 10 * day).toISOString().slice(0, 10)
    for (const field of ['collectiveVacationStart', 'collectiveVacationEnd'] as const) {
      const value = draft[field]
      if (!value) problems.push({ field, message: 'is required with a vacation message' })
      else if (value < earliest) problems.push({ field, message: 'must be at most 10 days ago' })
    }
    if (
      draft.collectiveVacationStart &&
      draft.collectiveVacationEnd &&
      draft.collectiveVacationEnd < draft.collectiveVacationStart
    ) {
      problems.push({ field: 'collectiveVacationEnd', message: 'must not be before collectiveVacationStart' })
    }
  }
  return problems
}

/**
 * The connection validation rules of administration.md §5 that depend on more than one field:
 * redirect time and queue go together, rating needs a message and an NPS expiry (when the company
 * rates tickets), an inactivity message needs an expiry, import and vacation dates, queues that
 * belong to the company, and a greeting when the connection offers more than one queue
 * (ERR_WAPP_GREETING_REQUIRED). `em` must be scoped to the company.
 */
export async function checkConnectionRules(em: Em, draft: ConnectionDraft, now = new Date()): Promise<void> {
  const problems: FieldProblem[] = []
  if (draft.timeSendQueue > 0 && !draft.sendIdQueue) {
    problems.push({
      field: 'sendIdQueue',
      message: 'errorSendQueue: a redirect queue needs a redirect time and vice versa',
    })
  }
  if (draft.sendIdQueue && draft.timeSendQueue === 0) {
    problems.push({
      field: 'timeSendQueue',
      message: 'errorSendQueue: a redirect queue needs a redirect time and vice versa',
    })
  }
  const rating = await em.findOne(CompanySetting, { key: 'userRating' })
  if (rating?.value === 'enabled') {
    if (blank(draft.ratingMessage)) {
      problems.push({ field: 'ratingMessage', message: 'is required while ticket rating is enabled' })
    }
    if (draft.expiresTicketNPS === 0) {
      problems.push({
        field: 'expiresTicketNPS',
        message: 'errorExpiresNPS: must not be 0 while ticket rating is enabled',
      })
    }
  }
  if (draft.timeInactiveMessage > 0 && draft.expiresTicket === 0) {
    problems.push({ field: 'expiresTicket', message: 'is required when timeInactiveMessage is above 0' })
  }
  problems.push(...dateProblems(draft, now))
  const referenced = [
    ...draft.queueIds.map((id) => ({ field: 'queueIds', id })),
    ...(draft.sendIdQueue ? [{ field: 'sendIdQueue', id: draft.sendIdQueue }] : []),
    ...(draft.queueIdImportMessages
      ? [{ field: 'queueIdImportMessages', id: draft.queueIdImportMessages }]
      : []),
  ]
  if (referenced.length > 0) {
    const known = new Set(
      (await em.find(Queue, { id: { $in: referenced.map((queue) => queue.id) } })).map((queue) => queue.id),
    )
    for (const { field, id } of referenced) {
      if (!known.has(id)) problems.push({ field, message: `queue ${id} does not exist` })
    }
  }
  if (problems.length > 0) {
    throw new AppError('ERR_VALIDATION', {
      message: problems.map((problem) => `${problem.field} ${problem.message}`).join('; '),
      fields: problems,
    })
  }
  if (new Set(draft.queueIds).size > 1 && blank(draft.greetingMessage)) {
    throw new AppError('ERR_WAPP_GREETING_REQUIRED', {
      fields: [{ field: 'greetingMessage', message: 'is required' }],
    })
  }
}
