import { Type } from 'typebox'

export const TranscribeAudioParamsSchema = Type.Object({
  file: Type.String({
    description:
      "The audio's stored file name (the last segment of the message's mediaUrl, before the query string), or the message's id",
    pattern: '^([1-9][0-9]{0,14}|[A-Za-z0-9_-]{20,100}(\\.[a-z0-9]{1,10})?)$',
  }),
})

export const TranscribeAudioQuerySchema = Type.Object({
  language: Type.Optional(
    Type.String({
      description: 'ISO-639-1 code of the spoken language (pt, en...), as a hint; detected when left out',
      pattern: '^[a-z]{2}$',
    }),
  ),
})

export const TranscribeAudioAnswerSchema = Type.Object({
  transcribedText: Type.String({ description: 'What was said; empty when the audio has no speech' }),
})
