import { useEffect, useId, useRef, useState } from 'react'
import { Dialog } from '../../../../components/dialog.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { type MediaDialogKey, mediaDialogTexts } from '../../../../i18n/media-dialog-texts.ts'
import { cameraProblem, cameraSupported, snapshot, stopTracks } from './camera-capture.ts'
import type { MediaItem } from './media-rules.ts'
import { useObjectUrl } from './object-url.ts'

type CameraState =
  | { phase: 'starting' }
  | { phase: 'live' }
  | { phase: 'captured'; photo: File }
  | { phase: 'failed'; problem: MediaDialogKey }

interface CameraDialogProps {
  /** Sends the photo as any attachment; answers whether it went (the dialog stays open otherwise). */
  onSend(items: MediaItem[]): Promise<boolean>
  onClose(): void
}

/**
 * Camera capture (inbox.md §2 Dialogs): the live camera, a capture that snapshots the frame to a
 * JPEG, retake, and Send through the same media send as attached files. The camera is released
 * when the dialog closes, whichever way it closes.
 */
export function CameraDialog({ onSend, onClose }: CameraDialogProps) {
  const tx = useFeatureTexts(mediaDialogTexts)
  const captionId = useId()
  const video = useRef<HTMLVideoElement>(null)
  const captureButton = useRef<HTMLButtonElement>(null)
  const captionInput = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<CameraState>(() =>
    cameraSupported() ? { phase: 'starting' } : { phase: 'failed', problem: 'camera.unavailable' },
  )
  const [caption, setCaption] = useState('')
  const [busy, setBusy] = useState(false)
  const photo = state.phase === 'captured' ? state.photo : undefined
  const photoUrl = useObjectUrl(photo)

  useEffect(() => {
    if (!cameraSupported()) return
    let open = true
    let stream: MediaStream | undefined
    navigator.mediaDevices.getUserMedia({ video: true, audio: false }).then(
      (opened) => {
        // Closed while the browser was still asking: give the camera straight back.
        if (!open) return stopTracks(opened)
        stream = opened
        if (video.current) {
          video.current.srcObject = opened
          void video.current.play().catch(() => undefined)
        }
        setState({ phase: 'live' })
      },
      (error: unknown) => open && setState({ phase: 'failed', problem: cameraProblem(error) }),
    )
    return () => {
      open = false
      stopTracks(stream)
    }
  }, [])

  // The button pressed goes away (Capture becomes Retake and Send): keep focus on what comes next.
  useEffect(() => {
    if (state.phase === 'live') captureButton.current?.focus()
    if (state.phase === 'captured') captionInput.current?.focus()
  }, [state.phase])

  const capture = async () => {
    if (!video.current) return
    const taken = await snapshot(video.current, new Date())
    if (taken) setState({ phase: 'captured', photo: taken })
  }

  const send = async () => {
    if (!photo || busy) return
    setBusy(true)
    if (await onSend([{ file: photo, caption }])) onClose()
    else setBusy(false)
  }

  const failed = state.phase === 'failed'
  return (
    <Dialog
      title={tx('camera.title')}
      wide
      onClose={() => !busy && onClose()}
      actions={
        <>
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            {failed ? tx('common.close') : tx('common.cancel')}
          </button>
          {failed ? null : photo ? (
            <>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => setState({ phase: 'live' })}
              >
                {tx('camera.retake')}
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() => void send()}
              >
                {busy ? tx('preview.sending') : tx('conversation.send')}
              </button>
            </>
          ) : (
            <button
              ref={captureButton}
              type="button"
              className="button button-primary"
              disabled={state.phase !== 'live'}
              onClick={() => void capture()}
            >
              {tx('camera.capture')}
            </button>
          )}
        </>
      }
    >
      {state.phase === 'failed' ? (
        <p className="field-error" role="alert">
          {tx(state.problem)}
        </p>
      ) : (
        <div className="camera-frame" aria-busy={state.phase === 'starting'}>
          {/* The video stays mounted while a photo is shown, so Retake is instant. */}
          <video
            ref={video}
            className="camera-video"
            aria-label={tx('camera.live')}
            hidden={Boolean(photo)}
            autoPlay
            muted
            playsInline
          />
          {state.phase === 'starting' ? <p role="status">{tx('camera.starting')}</p> : null}
          {photo && photoUrl ? (
            <img className="camera-video" src={photoUrl} alt={tx('camera.photo')} />
          ) : null}
        </div>
      )}
      {photo ? (
        <div className="field">
          <label htmlFor={captionId}>{tx('camera.caption')}</label>
          <input
            ref={captionInput}
            id={captionId}
            value={caption}
            disabled={busy}
            onChange={(event) => setCaption(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void send()
              }
            }}
          />
        </div>
      ) : null}
    </Dialog>
  )
}
