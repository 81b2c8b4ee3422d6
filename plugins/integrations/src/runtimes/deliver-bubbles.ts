import type { DbApi, JobsApi, MessagesApi, OutboundHttpApi, StorageApi } from '@atendo/plugin-api'
import { sniffBytes, sniffMediaType } from '@atendo/plugin-api'
import type { Bubble } from './turn-outcome.ts'

/** Largest file an integration may make us send (downloaded from the link it gives). */
const maxMediaBytes = 20 * 1024 * 1024

export interface DeliveryData {
  companyId: number
  ticketId: number
  bubbles: Bubble[]
  index: number
  delayMs: number
}

export interface BubbleDeliveryDeps {
  db: DbApi
  jobs: JobsApi
  messages: MessagesApi
  outbound: OutboundHttpApi
  storage: StorageApi
  timeoutMs: number
}

/** A linked file, fetched through the guarded client and kept only if its content is media. */
async function downloadMedia(deps: BubbleDeliveryDeps, companyId: number, url: string) {
  const response = await deps.outbound.fetch(url, { timeoutMs: deps.timeoutMs })
  if (!response.ok) throw new Error(`media ${url} answered ${response.status}`)
  const content = Buffer.from(await response.arrayBuffer())
  if (content.length > maxMediaBytes) throw new Error(`media ${url} is too large`)
  const mimeType = sniffMediaType(content.subarray(0, sniffBytes))
  if (!mimeType) throw new Error(`media ${url} is not an image, audio, video or document`)
  const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'arquivo')
  return deps.storage.save(companyId, content, { fileName, mimeType }, maxMediaBytes)
}

/**
 * Sends an integration's bubbles one per run, in order, `delayMs` apart (typebotDelayMessage):
 * each run sends its bubble and schedules the next on the job outbox, so the pause costs no
 * worker and follows the product's clock. A file that cannot be fetched is sent as its link.
 */
export function defineBubbleDelivery(deps: BubbleDeliveryDeps) {
  const job = deps.jobs.define<DeliveryData>(
    'integrations.deliver',
    async (data) => {
      const bubble = data.bubbles[data.index]
      if (bubble) await sendBubble(data.companyId, data.ticketId, bubble)
      if (data.index + 1 < data.bubbles.length)
        await job.enqueueIn(
          deps.db.forCompany(data.companyId),
          { ...data, index: data.index + 1 },
          { companyId: data.companyId, delayMs: data.delayMs },
        )
    },
    { attempts: 3 },
  )

  async function sendBubble(companyId: number, ticketId: number, bubble: Bubble): Promise<void> {
    if (bubble.kind === 'text') {
      await deps.messages.send(companyId, ticketId, { text: bubble.text })
      return
    }
    const stored = await downloadMedia(deps, companyId, bubble.url).catch(() => undefined)
    if (!stored) {
      await deps.messages.send(companyId, ticketId, {
        text: bubble.caption ? `${bubble.caption}\n${bubble.url}` : bubble.url,
      })
      return
    }
    try {
      await deps.messages.send(companyId, ticketId, {
        text: bubble.caption ?? '',
        media: { key: stored.key, fileName: stored.fileName, mimeType: stored.mimeType },
      })
    } finally {
      // The message keeps its own copy.
      await deps.storage.remove(stored.key)
    }
  }

  return {
    /** Starts sending `bubbles` on the ticket, with the transaction `em` when there is one. */
    async send(companyId: number, ticketId: number, bubbles: Bubble[], delayMs: number): Promise<void> {
      if (bubbles.length === 0) return
      await job.enqueueIn(
        deps.db.forCompany(companyId),
        { companyId, ticketId, bubbles, index: 0, delayMs },
        {
          companyId,
        },
      )
    },
  }
}

export type BubbleDelivery = ReturnType<typeof defineBubbleDelivery>
