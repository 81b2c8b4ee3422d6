import type {
  DurableEnqueueOptions,
  EnqueueOptions,
  Job,
  JobHandler,
  JobOptions,
  JobsApi,
  QueueName,
  RepeatSchedule,
} from '@atendo/plugin-api'
import { CronExpressionParser } from 'cron-parser'
import type { JobBackend, JobDefinition } from './job-backend.ts'
import type { JobOutbox } from './job-outbox.ts'
import { isOutboxEnvelope } from './outbox-rows.ts'

const kebab = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*'
const jobNamePattern = new RegExp(`^${kebab}\\.${kebab}$`)
const queueNames: readonly QueueName[] = ['inbound', 'default', 'bulk']

export interface JobsApiOptions {
  /** When set, every name must start with `<namePrefix>.`: a plugin defines only its own jobs. */
  namePrefix?: string
  /** Where durable runs (`enqueueIn`) are written; without it `enqueueIn` refuses. */
  outbox?: JobOutbox
}

/**
 * The `jobs` a plugin receives: checks names and options, fills in defaults (queue `default`,
 * concurrency 1, 3 attempts, 1000 ms first back-off) and hands definitions to the backend.
 *
 * @example
 * const jobs = createJobsApi(backend, { namePrefix: 'helps' })
 * const cleanup = jobs.define('helps.cleanup', async () => {})
 * await cleanup.enqueue({}, { delayMs: 5000 })
 */
export function createJobsApi(backend: JobBackend, options: JobsApiOptions = {}): JobsApi {
  const defined = new Set<string>()
  return {
    define<Data>(name: string, handler: JobHandler<Data>, jobOptions: JobOptions = {}): Job<Data> {
      if (!jobNamePattern.test(name)) {
        throw new Error(`Job name "${name}" must be "<plugin-id>.<job>" in kebab-case, e.g. "helps.cleanup"`)
      }
      if (options.namePrefix !== undefined && !name.startsWith(`${options.namePrefix}.`)) {
        throw new Error(`Job name "${name}" must start with "${options.namePrefix}."`)
      }
      if (defined.has(name)) throw new Error(`Job "${name}" is already defined`)
      const definition = toDefinition(name, handler, jobOptions)
      const { outbox } = options
      if (outbox) {
        // The backend delivers both kinds: plain data (enqueue) and an outbox row's id (enqueueIn).
        backend.register({
          ...definition,
          handler: (data, run) =>
            isOutboxEnvelope(data) ? outbox.run(definition, data['@outbox']) : handler(data, run),
        })
        outbox.register(definition)
      } else {
        backend.register(definition)
      }
      defined.add(name)
      return {
        name,
        async enqueue(data, enqueueOptions = {}) {
          checkEnqueueOptions(name, enqueueOptions)
          await backend.enqueue(name, data, enqueueOptions)
        },
        async enqueueIn(em, data, enqueueOptions) {
          if (!outbox) throw new Error(`Job "${name}": durable enqueue needs the job outbox`)
          checkDurableOptions(name, enqueueOptions)
          await outbox.enqueueIn(em, name, data, enqueueOptions)
        },
        async repeat(key, data, schedule) {
          checkId(name, 'schedule key', key)
          checkSchedule(name, schedule)
          await backend.repeat(name, key, data, schedule)
        },
      }
    },
  }
}

function toDefinition(name: string, handler: JobHandler, options: JobOptions): JobDefinition {
  const definition = {
    name,
    handler,
    queue: options.queue ?? 'default',
    concurrency: options.concurrency ?? 1,
    attempts: options.attempts ?? 3,
    backoffMs: options.backoffMs ?? 1000,
  }
  if (!queueNames.includes(definition.queue)) {
    throw new Error(`Job "${name}": queue must be one of ${queueNames.join(', ')}`)
  }
  checkInteger(name, 'concurrency', definition.concurrency, 1)
  checkInteger(name, 'attempts', definition.attempts, 1)
  checkInteger(name, 'backoffMs', definition.backoffMs, 0)
  return definition
}

function checkEnqueueOptions(name: string, options: EnqueueOptions): void {
  if (options.delayMs !== undefined) checkInteger(name, 'delayMs', options.delayMs, 0)
  if (options.jobId !== undefined) checkId(name, 'jobId', options.jobId)
}

function checkDurableOptions(name: string, options: DurableEnqueueOptions): void {
  if (options.delayMs !== undefined) checkInteger(name, 'delayMs', options.delayMs, 0)
  if (options.dedupeKey !== undefined) checkId(name, 'dedupeKey', options.dedupeKey)
  if (options.companyId !== null && !Number.isSafeInteger(options.companyId)) {
    throw new Error(`Job "${name}": companyId must be a company id or null`)
  }
}

function checkSchedule(name: string, schedule: RepeatSchedule): void {
  if ('everyMs' in schedule) {
    checkInteger(name, 'everyMs', schedule.everyMs, 1)
    return
  }
  try {
    CronExpressionParser.parse(schedule.cron, { tz: 'UTC' })
  } catch (error) {
    throw new Error(`Job "${name}": invalid cron expression "${schedule.cron}"`, { cause: error })
  }
}

function checkInteger(name: string, option: string, value: number, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`Job "${name}": ${option} must be an integer of at least ${minimum}`)
  }
}

/** BullMQ reserves `:` in ids, so it is refused on both backends alike. */
function checkId(name: string, what: string, id: string): void {
  if (typeof id !== 'string' || id.length === 0 || id.includes(':')) {
    throw new Error(`Job "${name}": ${what} must be a non-empty string without ":"`)
  }
}
