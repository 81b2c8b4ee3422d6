import type { Caller, TranscriptionProvider, TranscriptionRequest } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import type { TranscriptionProviders } from '../../kernel/transcription/transcription-providers.ts'
import { canViewerSee, loadViewer, Ticket } from '../tickets/index.ts'
import { type IMessage, Message, MessageTranscription } from './entities.ts'
import { transcriptionAudioOf } from './transcription-audio.ts'

/**
 * How `GET /messages/transcribeAudio/{file}` names the audio: the stored file's name, the last
 * segment of the message's `mediaUrl` (what the inbox sends, inbox.md §7), or the message's id.
 */
export type AudioReference = { fileName: string } | { messageId: number }

/** Message ids are digits only; stored file names are 20 or more random characters, never only digits. */
const messageIdPattern = /^[1-9]\d{0,14}$/

export function audioReferenceOf(file: string): AudioReference {
  return messageIdPattern.test(file) ? { messageId: Number(file) } : { fileName: file }
}

/** What transcribing needs from the kernel. */
export interface TranscribeServices {
  storage: MediaStorage
  providers: TranscriptionProviders
  /** Aborted when the server stops while a provider is still working. */
  signal: AbortSignal
}

const notFound = () => new AppError('ERR_NOT_FOUND', { message: 'Audio message not found' })

/** Why a message the caller sees cannot be transcribed, as the answer words it; undefined when it can. */
function refusal(storage: MediaStorage, message: IMessage): string | undefined {
  if (message.fromMe || message.mediaType !== 'audio')
    return 'Only received audio messages can be transcribed'
  if (message.isDeleted) return 'A deleted audio cannot be transcribed'
  // A channel may give only a link to its own copy (the API channel): there is no file of ours to send.
  if (!message.mediaUrl || storage.companyOf(message.mediaUrl) !== message.companyId)
    return "This audio is a link to the channel's copy, not a file Atendo stores"
  return undefined
}

/** The messages among these whose ticket the caller may see (inbox.md §6 visibility rules). */
async function visibleTo(em: Em, caller: Caller, messages: IMessage[]): Promise<IMessage[]> {
  if (messages.length === 0) return []
  const ticketIds = [...new Set(messages.map((message) => message.ticketId))]
  const tickets = new Map(
    (await em.find(Ticket, { id: { $in: ticketIds } })).map((ticket) => [ticket.id, ticket] as const),
  )
  const viewer = await loadViewer(em, caller)
  return messages.filter((message) => {
    const ticket = tickets.get(message.ticketId)
    return ticket !== undefined && canViewerSee(viewer, ticket)
  })
}

/**
 * The received audio the reference names, among the messages the caller may see. A message of
 * another company or on a ticket the caller cannot see answers like a missing one (404), so
 * nothing about it is revealed; one the caller sees that is no received audio answers
 * ERR_NOT_RECEIVED_AUDIO.
 */
export async function findReceivedAudio(
  em: Em,
  caller: Caller,
  storage: MediaStorage,
  reference: AudioReference,
): Promise<IMessage> {
  if ('messageId' in reference) {
    const message = await em.findOne(Message, { id: reference.messageId })
    const [visible] = await visibleTo(em, caller, message ? [message] : [])
    if (!visible) throw notFound()
    const why = refusal(storage, visible)
    if (why) throw new AppError('ERR_NOT_RECEIVED_AUDIO', { message: why })
    return visible
  }
  // Keys carry their company's prefix, so another company's file is never even looked for.
  // The where clause matches the partial index messages_received_audio_file.
  const candidates = await em.find(
    Message,
    { mediaUrl: `company${caller.companyId}/${reference.fileName}`, mediaType: 'audio', fromMe: false },
    { orderBy: { id: 'asc' }, limit: 20 },
  )
  const [message] = (await visibleTo(em, caller, candidates)).filter(
    (candidate) => !refusal(storage, candidate),
  )
  if (!message) throw notFound()
  return message
}

/** What the provider heard; anything but a text, or an error that is not an `AppError`, is its failure. */
async function heard(provider: TranscriptionProvider, request: TranscriptionRequest): Promise<string> {
  let answer: unknown
  try {
    answer = await provider.transcribe(request)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('ERR_TRANSCRIPTION_FAILED', { cause: error })
  }
  const text = (answer as { text?: unknown } | undefined)?.text
  if (typeof text !== 'string') {
    throw new AppError('ERR_TRANSCRIPTION_FAILED', {
      message: `The transcription provider "${provider.id}" answered no text`,
    })
  }
  return text.trim()
}

/**
 * The text of a received audio (inbox.md §6 "Transcrever"): kept from an earlier request when the
 * audio's file is the same, otherwise asked of the loaded transcription provider and kept.
 */
export async function transcribeAudio(
  services: TranscribeServices,
  em: Em,
  caller: Caller,
  reference: AudioReference,
  language?: string,
): Promise<string> {
  const message = await findReceivedAudio(em, caller, services.storage, reference)
  const key = message.mediaUrl!
  const kept = await em.findOne(MessageTranscription, { messageId: message.id })
  if (kept?.mediaUrl === key) return kept.text

  const { provider } = services.providers.current()
  const text = await heard(provider, {
    companyId: message.companyId,
    audio: await transcriptionAudioOf(services.storage, key),
    ...(language ? { language } : {}),
    signal: services.signal,
  })
  // Two attendants asking at once both get an answer; the later one is kept.
  await em.execute(
    `insert into message_transcriptions (message_id, company_id, media_url, provider, text, created_at, updated_at)
       values (?, ?, ?, ?, ?, now(), now())
     on conflict (message_id) do update
       set media_url = excluded.media_url, provider = excluded.provider, text = excluded.text, updated_at = now()`,
    [message.id, message.companyId, key, provider.id, text],
  )
  return text
}
