import { useState } from 'react'
import { atendo, dataOf } from '../../../../api/atendo.ts'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { transcriptionTexts } from '../../../../i18n/transcription-texts.ts'
import { usePluginPanels } from '../../../../plugins/plugin-panels.tsx'
import { toast } from '../../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../../toasts/use-error-toast.ts'
import { AudioPlayer } from './audio-player.tsx'
import { transcribedTextOf, transcriptionFileOf } from './audio-transcription.ts'

type TranscriptionState = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; text: string }

/**
 * "Transcrever" under a received audio (inbox.md §6): asks the server for the text (it transcribes
 * an audio once, so asking again is cheap) and shows it under the player.
 */
function Transcription({ mediaUrl }: { mediaUrl: string }) {
  const tx = useFeatureTexts(transcriptionTexts)
  const showError = useErrorToast()
  const [state, setState] = useState<TranscriptionState>({ kind: 'idle' })

  async function transcribe() {
    const file = transcriptionFileOf(mediaUrl)
    if (!file) {
      toast.error(tx('transcription.badUrl'))
      return
    }
    setState({ kind: 'working' })
    try {
      const answer = await dataOf(
        atendo.GET('/api/messages/transcribeAudio/{file}', { params: { path: { file } } }),
      )
      const text = transcribedTextOf(answer)
      if (text === undefined) toast.error(tx('transcription.badData'))
      setState(text === undefined ? { kind: 'idle' } : { kind: 'done', text })
    } catch (error) {
      showError(error)
      setState({ kind: 'idle' })
    }
  }

  if (state.kind === 'done') {
    return (
      <section aria-label={tx('transcription.label')}>
        <div className="bubble-flag">{tx('transcription.label')}</div>
        <p className="bubble-text">{state.text.trim() || tx('transcription.empty')}</p>
      </section>
    )
  }
  const working = state.kind === 'working'
  return (
    <div>
      <button
        type="button"
        className="button button-small"
        disabled={working}
        aria-busy={working}
        onClick={() => void transcribe()}
      >
        {working ? tx('transcription.working') : tx('transcription.action')}
      </button>
    </div>
  )
}

/** An audio the contact sent: its player, and "Transcrever" when the server transcribes. */
export function ReceivedAudio({ src, mediaUrl }: { src: string; mediaUrl: string }) {
  // Offered when a loaded plugin transcribes (any provider of core's transcription extension point).
  const transcribes = usePluginPanels().capabilities?.transcription === true
  return (
    <>
      <AudioPlayer src={src} />
      {transcribes ? <Transcription mediaUrl={mediaUrl} /> : null}
    </>
  )
}
