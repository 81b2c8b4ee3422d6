import type { Clock } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import { companyEm, type Orm } from '../../kernel/db/orm.ts'

/** Taken addresses a company may try per hour before its e-mail changes are held (docs/security.md). */
export const emailRefusalsPerHour = 20
const hourMs = 60 * 60 * 1000

/** One company's e-mail probing guard, for the user routes. */
export interface EmailProbeGuard {
  /** Refuses (ERR_RATE_LIMITED) while the company has used up its refusals this hour. */
  assertAllowed(): Promise<void>
  /** Counts one refused (taken) address. */
  refused(): Promise<void>
}

/**
 * Counts, per company and hour of the product clock, the user e-mails refused as taken. Past
 * `emailRefusalsPerHour` every e-mail change of the company is refused until the hour ends,
 * taken or free, so the answers stop telling which addresses have accounts. The count is written
 * in a transaction of its own: the refusal that follows rolls back the request's work, not the count.
 */
export function emailProbes(orm: Orm, clock: Clock) {
  const windowOf = () => new Date(Math.floor(clock.now().getTime() / hourMs) * hourMs)
  return (companyId: number): EmailProbeGuard => ({
    async assertAllowed() {
      const windowStart = windowOf()
      // In a transaction of its own: the company's row-level security setting applies to it.
      const [row] = await companyEm(orm, companyId).transactional(
        (tx) =>
          tx.execute<{ refusals: number }[]>(
            'select refusals from email_probe_counts where company_id = ? and window_start = ?',
            [companyId, windowStart],
          ),
        { propagation: 'requires_new' },
      )
      if ((row?.refusals ?? 0) < emailRefusalsPerHour) return
      const retryAfter = Math.ceil((windowStart.getTime() + hourMs - clock.now().getTime()) / 1000)
      throw new AppError('ERR_RATE_LIMITED', {
        message: 'Too many e-mail addresses were refused; try again later',
        details: { retryAfterSeconds: retryAfter },
      })
    },
    async refused() {
      const windowStart = windowOf()
      // A transaction of its own (requires_new): joined to the request's, the refusal that
      // follows would roll the count back with it.
      await companyEm(orm, companyId).transactional(
        async (tx) => {
          await tx.execute(
            `insert into email_probe_counts (company_id, window_start, refusals) values (?, ?, 1)
           on conflict (company_id, window_start) do update set refusals = email_probe_counts.refusals + 1`,
            [companyId, windowStart],
          )
          // Past hours are of no use any more.
          await tx.execute('delete from email_probe_counts where company_id = ? and window_start < ?', [
            companyId,
            windowStart,
          ])
        },
        { propagation: 'requires_new' },
      )
    },
  })
}
