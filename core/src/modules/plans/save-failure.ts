import { AppError } from '@atendo/plugin-api'
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core'
import type { Em } from '../../kernel/db/orm.ts'

/** The back office's message when a company, plan or help video cannot be saved (administration.md §8). */
export const SAVE_FAILURE_MESSAGE =
  'Não foi possível realizar a operação. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente.'

/**
 * Flushes, turning a duplicate name or a row still referenced elsewhere (a plan some company
 * uses) into ERR_CONFLICT with the specification's message instead of a 500.
 */
export async function flushOrConflict(em: Em): Promise<void> {
  try {
    await em.flush()
  } catch (error) {
    if (
      error instanceof UniqueConstraintViolationException ||
      error instanceof ForeignKeyConstraintViolationException
    ) {
      throw new AppError('ERR_CONFLICT', { message: SAVE_FAILURE_MESSAGE, cause: error })
    }
    throw error
  }
}
