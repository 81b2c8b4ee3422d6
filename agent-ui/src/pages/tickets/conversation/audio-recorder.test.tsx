// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isTooShort,
  microphoneProblem,
  minimumAudioBytes,
  recordingClock,
  recordingFileName,
  recordingType,
} from './audio-recording.ts'
import { useAudioRecorder } from './use-audio-recorder.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A browser recorder that hands over `bytes` of audio when stopped. */
function fakeRecorder(bytes: number) {
  const stopTrack = vi.fn()
  class FakeMediaRecorder extends EventTarget {
    static isTypeSupported = (type: string) => type.startsWith('audio/webm')
    state: 'inactive' | 'recording' = 'inactive'
    mimeType: string
    constructor(_stream: MediaStream, options: { mimeType?: string }) {
      super()
      this.mimeType = options.mimeType ?? ''
    }
    start() {
      this.state = 'recording'
    }
    stop() {
      this.state = 'inactive'
      const data = Object.assign(new Event('dataavailable'), { data: new Blob([new Uint8Array(bytes)]) })
      this.dispatchEvent(data)
      this.dispatchEvent(new Event('stop'))
    }
  }
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
  vi.stubGlobal('navigator', {
    mediaDevices: { getUserMedia: async () => ({ getTracks: () => [{ stop: stopTrack }] }) },
  })
  return { stopTrack }
}

describe('audio recording rules (inbox.md §4, §9)', () => {
  it('discards recordings under 10000 bytes', () => {
    expect(minimumAudioBytes).toBe(10_000)
    expect(isTooShort(new Blob([new Uint8Array(9_999)]))).toBe(true)
    expect(isTooShort(new Blob([new Uint8Array(10_000)]))).toBe(false)
  })

  it('names the file as a voice note and shows mm:ss', () => {
    expect(recordingFileName('audio/webm;codecs=opus', new Date(5))).toBe('audio-record-5.webm')
    expect(recordingFileName('audio/mp4', new Date(5))).toBe('audio-record-5.m4a')
    expect(recordingClock(0)).toBe('00:00')
    expect(recordingClock(75.8)).toBe('01:15')
    expect(recordingType((type) => type === 'audio/webm')).toBe('audio/webm')
    expect(recordingType(() => false)).toBeUndefined()
  })

  it('explains a denied or missing microphone', () => {
    expect(microphoneProblem(new DOMException('no', 'NotAllowedError'))).toBe('audio.denied')
    expect(microphoneProblem(new DOMException('none', 'NotFoundError'))).toBe('audio.noMicrophone')
    expect(microphoneProblem(new Error('other'))).toBe('audio.unavailable')
  })
})

describe('useAudioRecorder', () => {
  it('records, then stops with the audio and frees the microphone', async () => {
    const { stopTrack } = fakeRecorder(12_000)
    const { result } = renderHook(() => useAudioRecorder())
    let problem: string | undefined = 'x'
    await act(async () => {
      problem = await result.current.start()
    })
    expect(problem).toBeUndefined()
    expect(result.current.state).toBe('recording')
    let audio: Blob | undefined
    await act(async () => {
      audio = await result.current.stop()
    })
    expect(audio?.size).toBe(12_000)
    expect(audio?.type).toBe('audio/webm;codecs=opus')
    expect(result.current.state).toBe('idle')
    expect(stopTrack).toHaveBeenCalled()
  })

  it('answers the denied-microphone problem and stays idle', async () => {
    vi.stubGlobal('MediaRecorder', class {})
    vi.stubGlobal('navigator', {
      mediaDevices: {
        getUserMedia: async () => {
          throw new DOMException('Permission denied', 'NotAllowedError')
        },
      },
    })
    const { result } = renderHook(() => useAudioRecorder())
    let problem: string | undefined
    await act(async () => {
      problem = await result.current.start()
    })
    expect(problem).toBe('audio.denied')
    expect(result.current.state).toBe('idle')
  })

  it('cancel drops the recording', async () => {
    const { stopTrack } = fakeRecorder(50_000)
    const { result } = renderHook(() => useAudioRecorder())
    await act(async () => {
      await result.current.start()
    })
    act(() => result.current.cancel())
    expect(result.current.state).toBe('idle')
    expect(stopTrack).toHaveBeenCalled()
  })
})
