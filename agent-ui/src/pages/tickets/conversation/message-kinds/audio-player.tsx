import { useState } from 'react'
import { useI18n } from '../../../../i18n/i18n-context.tsx'
import { nextPlaybackRate } from '../message-state.ts'

const rateKey = 'audioPlaybackRate'

/**
 * An audio message with the playback-rate button (0.5×, 1×, 1.5×, 2×, kept locally, inbox.md §9).
 * `played`: an audio we sent that the contact has listened to (ack 3 or 4) takes the played style.
 */
export function AudioPlayer({ src, played = false }: { src: string; played?: boolean }) {
  const { t } = useI18n()
  const [rate, setRate] = useState(() => Number(localStorage.getItem(rateKey) ?? '1') || 1)
  return (
    <div className={played ? 'audio-player played' : 'audio-player'}>
      <audio
        controls
        src={src}
        ref={(element) => {
          if (element) element.playbackRate = rate
        }}
      >
        <track kind="captions" />
      </audio>
      <button
        type="button"
        className="button button-small"
        aria-label={t('conversation.playbackRate', { rate })}
        onClick={() => {
          const next = nextPlaybackRate(rate)
          localStorage.setItem(rateKey, String(next))
          setRate(next)
        }}
      >
        {rate}x
      </button>
    </div>
  )
}
