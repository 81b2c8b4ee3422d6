import type { Clock, CompaniesApi, DbApi, JobsApi } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { addDays } from './invoice-terms.ts'
import { issueInvoice } from './issue-invoice.ts'

export interface InvoiceGenerationOptions {
  jobs: JobsApi
  db: DbApi
  clock: Clock
  companies: CompaniesApi
  log: FastifyBaseLogger
  /** How many days before a due date its invoice is written. */
  leadDays: number
  /** How often the generation is looked at. */
  everyMs: number
}

/** Companies one page of the run handles. */
const pageSize = 200

/**
 * The timed invoice generation. A repeating tick (every `everyMs`, on each worker) puts one run
 * for the day on the durable job outbox, keyed by the day so ticks of several workers leave one
 * waiting run; the run writes the invoice of every active company whose licence ends within
 * `leadDays`, each insert idempotent on (company, due date). Two runs that do meet (a tick of the
 * next hour while the first still runs) write each period's invoice once all the same.
 */
export function defineInvoiceGeneration(options: InvoiceGenerationOptions) {
  const { jobs, db, clock, companies, log, leadDays } = options
  const generate = jobs.define<{ today: string }>(
    'billing.generate-invoices',
    async ({ today }, run) => {
      const until = addDays(today, leadDays)
      let issued = 0
      for (let afterId = 0; ; ) {
        const page = await companies.dueBy(until, { afterId, limit: pageSize })
        if (page.length === 0) break
        afterId = page.at(-1)!.id
        for (const company of page) {
          if (!company.dueDate) continue
          await issueInvoice(db.forCompany(company.id), { ...company, dueDate: company.dueDate })
          issued++
        }
      }
      log.info({ today, until, companies: issued, attempt: run.attempt }, 'invoices generated')
    },
    { queue: 'bulk', attempts: 5, backoffMs: 60_000 },
  )
  const tick = jobs.define<Record<string, never>>(
    'billing.invoice-tick',
    async () => {
      const today = clock.now().toISOString().slice(0, 10)
      await generate.enqueueIn(db.platform(), { today }, { companyId: null, dedupeKey: `generate-${today}` })
    },
    { attempts: 2 },
  )
  return {
    /** Starts the repeating tick (each process; the day's key keeps one run waiting). */
    schedule(): void {
      tick.repeat('hourly', {}, { everyMs: options.everyMs }).catch((error: unknown) => {
        log.error({ err: error }, 'could not schedule the invoice generation')
      })
    },
    /** Puts the run of `today` on the outbox now (tests, and the first start). */
    runFor: (today: string) =>
      generate.enqueueIn(db.platform(), { today }, { companyId: null, dedupeKey: `generate-${today}` }),
  }
}
