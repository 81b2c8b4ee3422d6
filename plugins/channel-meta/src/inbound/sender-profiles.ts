import type {
  ChannelConnection,
  ConnectionsApi,
  InboundContact,
  Job,
  JobsApi,
  MessagesApi,
} from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { GraphError } from '../graph/graph-error.ts'
import { credentialOf, type MetaChannels } from '../meta-channels.ts'

type Identity = InboundContact['identities'][number]

interface ProfileJobData {
  companyId: number
  connectionId: number
  kind: 'psid' | 'igsid'
  id: string
  /** The message that made the sender known: the update waits until core stored it (and its contact). */
  externalId: string
}

/** Thrown while the sender's first message is still on its way through core's pipeline; retried. */
class SenderNotStoredYet extends Error {}

/** How long a fetched profile is not asked for again by this process. */
const freshForMs = 12 * 60 * 60 * 1000
/** Profiles remembered as fresh, at most: the oldest are forgotten first. */
const rememberAtMost = 5000

/**
 * Names and pictures of Messenger and Instagram senders, which webhooks do not carry: fetched from
 * the Graph API (User Profile API: `first_name,last_name,profile_pic`; Instagram: `name,username,
 * profile_pic`) on a job of their own after the message was recorded, then handed to core as a
 * contact update. A sender seen recently is not asked for again.
 */
export function senderProfiles(services: {
  channels: MetaChannels
  jobs: JobsApi
  connections: ConnectionsApi
  messages: MessagesApi
  log: FastifyBaseLogger
}) {
  const { channels, connections, messages, log } = services
  const fetched = new Map<string, number>()

  const job: Job<ProfileJobData> = services.jobs.define<ProfileJobData>(
    'channel-meta.sender-profile',
    async ({ companyId, connectionId, kind, id, externalId }) => {
      const connection = await connections.find(companyId, connectionId)
      const { sink } = channels
      if (!connection) return
      // A contact update for a contact core has not created yet would find nobody to update.
      const [stored] = await messages.findByExternalIds(companyId, connectionId, [externalId])
      if (!stored) throw new SenderNotStoredYet(`message ${externalId} is not stored yet`)
      const fields = kind === 'psid' ? 'first_name,last_name,profile_pic' : 'name,username,profile_pic'
      try {
        const profile = await channels.graph.get<Record<string, string | undefined>>(
          id,
          credentialOf(connection, 'accessToken'),
          { fields },
        )
        const name =
          kind === 'psid'
            ? [profile.first_name, profile.last_name].filter(Boolean).join(' ')
            : (profile.name ?? profile.username)
        await sink.receive(connection, {
          kind: 'contact-update',
          contact: {
            identities: [{ kind, value: id }],
            name: name || undefined,
            pictureUrl: profile.profile_pic,
          },
        })
      } catch (error) {
        // Meta refuses profiles of people who never allowed it; the contact keeps its id as name.
        if (!(error instanceof GraphError)) throw error
        log.debug({ connectionId, graphCode: error.code }, 'no profile for a Meta sender')
      }
    },
    { queue: 'default', attempts: 6, backoffMs: 500 },
  )

  return {
    async ask(connection: ChannelConnection, identity: Identity, externalId: string): Promise<void> {
      if (identity.kind !== 'psid' && identity.kind !== 'igsid') return
      const key = `${connection.id}-${identity.value}`
      const last = fetched.get(key)
      if (last !== undefined && Date.now() - last < freshForMs) return
      fetched.delete(key)
      fetched.set(key, Date.now())
      if (fetched.size > rememberAtMost) fetched.delete(fetched.keys().next().value!)
      await job.enqueue(
        {
          companyId: connection.companyId,
          connectionId: connection.id,
          kind: identity.kind,
          id: identity.value,
          externalId,
        },
        { jobId: `channel-meta-profile-${key}` },
      )
    },
  }
}
export type SenderProfiles = ReturnType<typeof senderProfiles>
