import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { audioReferenceOf, transcribeAudio } from './transcribe-audio.ts'
import {
  TranscribeAudioAnswerSchema,
  TranscribeAudioParamsSchema,
  TranscribeAudioQuerySchema,
} from './transcription-schemas.ts'

/** "Transcrever" on a received audio (inbox.md §6–§7), through the loaded transcription provider. */
export const transcriptionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { kernel } = fastify
  // A transcription still running once HTTP has closed (cut at shutdown) is abandoned.
  const stopping = new AbortController()
  fastify.addHook('onClose', async () => stopping.abort())

  fastify.get(
    '/messages/transcribeAudio/:file',
    {
      schema: {
        tags: ['messages'],
        summary: 'The text of a received audio, transcribed once and then kept',
        description:
          'For a received audio on a ticket the caller may see (others answer 404). The first request asks the ' +
          'transcription plugin (ERR_TRANSCRIPTION_UNAVAILABLE when none is loaded, ERR_TRANSCRIPTION_NOT_CONFIGURED ' +
          'when its key is not set); later ones answer the kept text. ERR_NOT_RECEIVED_AUDIO for a sent, deleted or ' +
          'linked (not stored) audio, or a message that is no audio.',
        params: TranscribeAudioParamsSchema,
        querystring: TranscribeAudioQuerySchema,
        response: { 200: TranscribeAudioAnswerSchema },
      },
    },
    async (request) => ({
      transcribedText: await transcribeAudio(
        {
          storage: kernel.storage,
          providers: kernel.contributions.transcriptionProviders,
          signal: stopping.signal,
        },
        request.em,
        request.caller,
        audioReferenceOf(request.params.file),
        request.query.language,
      ),
    }),
  )
}
