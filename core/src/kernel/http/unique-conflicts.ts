import { AppError, type ErrorCode } from '@atendo/plugin-api'
import { UniqueConstraintViolationException } from '@mikro-orm/core'

/** The answer a unique index's refusal gets: the error code, and the field the index is about. */
export interface UniqueConflict {
  code: ErrorCode
  field: string
  /** What is wrong with the field, e.g. 'is already in use'. */
  problem: string
  /** The answer's message; the code's catalogue message when absent. */
  message?: string
}

/** Unique indexes (by name, as PostgreSQL reports them) and the answers they mean. */
export type UniqueConflicts = Readonly<Record<string, UniqueConflict>>

/** The name of the unique index or constraint a write broke, or undefined for any other error. */
export function brokenUniqueIndex(error: unknown): string | undefined {
  const isUnique =
    error instanceof UniqueConstraintViolationException ||
    (error instanceof Error && (error as { code?: unknown }).code === '23505')
  if (!isUnique) return undefined
  // The driver's error (copied onto MikroORM's) names it; the text names it too.
  const named = (error as { constraint?: unknown }).constraint
  if (typeof named === 'string' && named) return named
  return error.message.match(/unique constraint "([^"]+)"/)?.[1] ?? ''
}

/**
 * A PostgreSQL unique violation (23505) as the 409 it means: the answer listed for its index, else
 * a plain ERR_CONFLICT. Anything else answers undefined. Routes need no try/catch of their own
 * for it; only code that does something else on a conflict (find the winner of a race) catches it.
 *
 * @example
 * const conflict = uniqueConflictOf(error, { tags_company_name_unique: { code: 'ERR_CONFLICT', field: 'name', problem: 'already exists' } })
 * if (conflict) return sendError(conflict)
 */
export function uniqueConflictOf(error: unknown, conflicts: UniqueConflicts): AppError | undefined {
  const index = brokenUniqueIndex(error)
  if (index === undefined) return undefined
  const conflict = conflicts[index]
  if (!conflict) return new AppError('ERR_CONFLICT', { cause: error })
  return new AppError(conflict.code, {
    ...(conflict.message ? { message: conflict.message } : {}),
    fields: [{ field: conflict.field, message: conflict.problem }],
    cause: error,
  })
}
