import { useCallback, useEffect, useRef, useState } from 'react'
import type { MessageKey } from '../../../i18n/pt.ts'
import { audioBitsPerSecond, microphoneProblem, recordingType } from './audio-recording.ts'

export type RecorderState = 'idle' | 'starting' | 'recording'

interface Recording {
  recorder: MediaRecorder
  stream: MediaStream
  chunks: Blob[]
}

/**
 * Audio recording with MediaRecorder (inbox.md §4): idle, recording with a seconds counter, then
 * stop (answering the audio) or cancel. Start failures answer the message key to show.
 */
export function useAudioRecorder() {
  const [state, setState] = useState<RecorderState>('idle')
  const [seconds, setSeconds] = useState(0)
  const recording = useRef<Recording | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const release = useCallback(() => {
    clearInterval(timer.current)
    timer.current = undefined
    const current = recording.current
    recording.current = undefined
    if (current) for (const track of current.stream.getTracks()) track.stop()
    setState('idle')
    setSeconds(0)
    return current
  }, [])

  // Leaving the conversation while recording frees the microphone.
  useEffect(
    () => () => {
      const current = release()
      if (current && current.recorder.state !== 'inactive') current.recorder.stop()
    },
    [release],
  )

  const start = useCallback(async (): Promise<MessageKey | undefined> => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia)
      return 'audio.unavailable'
    setState('starting')
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch (error) {
      setState('idle')
      return microphoneProblem(error)
    }
    const mimeType = recordingType((type) => MediaRecorder.isTypeSupported(type))
    const recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond })
    const chunks: Blob[] = []
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data)
    })
    recording.current = { recorder, stream, chunks }
    recorder.start()
    const startedAt = Date.now()
    timer.current = setInterval(() => setSeconds((Date.now() - startedAt) / 1000), 250)
    setState('recording')
    return undefined
  }, [])

  /** Stops and answers the recorded audio. */
  const stop = useCallback(async (): Promise<Blob | undefined> => {
    const current = recording.current
    if (!current) return undefined
    const stopped = new Promise<void>((resolve) => current.recorder.addEventListener('stop', () => resolve()))
    current.recorder.stop()
    await stopped
    release()
    return new Blob(current.chunks, { type: current.recorder.mimeType || 'audio/webm' })
  }, [release])

  const cancel = useCallback(() => {
    const current = release()
    if (current && current.recorder.state !== 'inactive') current.recorder.stop()
  }, [release])

  return { state, seconds, start, stop, cancel }
}
