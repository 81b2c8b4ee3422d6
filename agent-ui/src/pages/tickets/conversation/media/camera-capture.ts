import type { MediaDialogKey } from '../../../../i18n/media-dialog-texts.ts'

/** JPEG quality of a photo taken with the camera. */
export const photoQuality = 0.92

/** Whether the browser can open a camera at all (not on insecure origins, nor in old browsers). */
export function cameraSupported(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function'
}

/** Why the camera could not open, as the text key to show. */
export function cameraProblem(error: unknown): MediaDialogKey {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'camera.denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'camera.noCamera'
  if (name === 'NotReadableError' || name === 'AbortError') return 'camera.busy'
  return 'camera.unavailable'
}

/** The file name of a photo taken at `when`, e.g. camera-20261122-103005.jpg. */
export function photoFileName(when: Date): string {
  const two = (value: number) => String(value).padStart(2, '0')
  const day = `${when.getFullYear()}${two(when.getMonth() + 1)}${two(when.getDate())}`
  const time = `${two(when.getHours())}${two(when.getMinutes())}${two(when.getSeconds())}`
  return `camera-${day}-${time}.jpg`
}

/** Draws the video's current frame on a canvas and answers it as a JPEG file. */
export async function snapshot(video: HTMLVideoElement, when: Date): Promise<File | undefined> {
  if (video.videoWidth === 0 || video.videoHeight === 0) return undefined
  const canvas = document.createElement('canvas')
  canvas.width = video.videoWidth
  canvas.height = video.videoHeight
  const context = canvas.getContext('2d')
  if (!context) return undefined
  context.drawImage(video, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', photoQuality))
  return blob ? new File([blob], photoFileName(when), { type: 'image/jpeg' }) : undefined
}

/** Releases the camera: the browser's camera light goes off once every track is stopped. */
export function stopTracks(stream: MediaStream | undefined): void {
  if (stream) for (const track of stream.getTracks()) track.stop()
}
