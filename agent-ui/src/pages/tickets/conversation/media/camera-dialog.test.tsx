// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TestSession } from '../../../../test/test-session.tsx'
import { cameraProblem, photoFileName } from './camera-capture.ts'
import { CameraDialog } from './camera-dialog.tsx'
import type { MediaItem } from './media-rules.ts'

/** A browser with a camera: getUserMedia answers a stream whose one track records being stopped. */
function fakeCamera(open: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(open) },
  })
}

function cameraStream() {
  const stop = vi.fn()
  const stream = Object.assign(new MediaStream(), { getTracks: () => [{ stop }] })
  return { stream, stop }
}

beforeEach(() => {
  // happy-dom draws nothing: give the video a frame size and the canvas a context and a JPEG.
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { configurable: true, get: () => 640 })
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { configurable: true, get: () => 480 })
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D)
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob([new Uint8Array(2048)], { type: type ?? 'image/png' })),
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'mediaDevices')
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoWidth')
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoHeight')
})

function renderCamera(onSend: (items: MediaItem[]) => Promise<boolean> = vi.fn(async () => true)) {
  const onClose = vi.fn()
  const view = render(
    <TestSession>
      <CameraDialog onSend={onSend} onClose={onClose} />
    </TestSession>,
  )
  return { onSend, onClose, view }
}

describe('camera capture rules', () => {
  it('explains each way the camera can fail', () => {
    expect(cameraProblem(new DOMException('no', 'NotAllowedError'))).toBe('camera.denied')
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('camera.noCamera')
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toBe('camera.busy')
    expect(cameraProblem(new Error('other'))).toBe('camera.unavailable')
  })

  it('names photos by when they were taken', () => {
    expect(photoFileName(new Date(2026, 10, 22, 9, 5, 7))).toBe('camera-20261122-090507.jpg')
  })
})

describe('CameraDialog', () => {
  it('shows the live camera, captures a JPEG, retakes, and sends it with a caption', async () => {
    const { stream, stop } = cameraStream()
    fakeCamera(async () => stream)
    const { onSend, onClose } = renderCamera()
    expect(screen.getByRole('dialog', { name: 'Câmera' })).toBeTruthy()
    const capture = screen.getByRole('button', { name: 'Capturar foto' })
    await act(async () => {})
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ video: true, audio: false })
    expect((screen.getByLabelText('Imagem ao vivo da câmera') as HTMLVideoElement).srcObject).toBe(stream)
    expect(capture.hasAttribute('disabled')).toBe(false)
    expect(document.activeElement).toBe(capture)

    await act(async () => {
      fireEvent.click(capture)
    })
    expect(screen.getByRole('img', { name: 'Foto capturada' })).toBeTruthy()
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92)
    fireEvent.click(screen.getByRole('button', { name: 'Tirar outra' }))
    expect(screen.queryByRole('img', { name: 'Foto capturada' })).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Capturar foto' }))
    })

    const caption = screen.getByLabelText('Legenda')
    expect(document.activeElement).toBe(caption)
    fireEvent.change(caption, { target: { value: 'O produto chegou assim' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    })
    const [item] = vi.mocked(onSend).mock.calls[0]![0]
    expect(item!.file.type).toBe('image/jpeg')
    expect(item!.file.name).toMatch(/^camera-\d{8}-\d{6}\.jpg$/)
    expect(item!.caption).toBe('O produto chegou assim')
    expect(onClose).toHaveBeenCalled()
    expect(stop).not.toHaveBeenCalled()
  })

  it('releases the camera when the dialog closes', async () => {
    const { stream, stop } = cameraStream()
    fakeCamera(async () => stream)
    const { view } = renderCamera()
    await act(async () => {})
    view.unmount()
    expect(stop).toHaveBeenCalled()
  })

  it('gives the camera back when closed before the browser answered', async () => {
    const { stream, stop } = cameraStream()
    let answer: (stream: MediaStream) => void = () => undefined
    fakeCamera(() => new Promise((resolve) => (answer = resolve)))
    const { view } = renderCamera()
    view.unmount()
    await act(async () => answer(stream))
    expect(stop).toHaveBeenCalled()
  })

  it('says clearly when permission is denied, with only Close to press', async () => {
    fakeCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError')
    })
    const { onClose } = renderCamera()
    await act(async () => {})
    expect(screen.getByRole('alert').textContent).toBe(
      'Acesso à câmera negado. Permita a câmera nas configurações do navegador.',
    )
    expect(screen.queryByRole('button', { name: 'Capturar foto' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('says when there is no camera, or the browser cannot use one', async () => {
    fakeCamera(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError')
    })
    renderCamera()
    await act(async () => {})
    expect(screen.getByRole('alert').textContent).toBe('Nenhuma câmera encontrada.')
    cleanup()
    Reflect.deleteProperty(navigator, 'mediaDevices')
    if ('mediaDevices' in navigator)
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined })
    renderCamera()
    expect(screen.getByRole('alert').textContent).toBe('Este navegador não permite usar a câmera.')
  })

  it('keeps the photo when the send fails', async () => {
    const { stream } = cameraStream()
    fakeCamera(async () => stream)
    const { onClose } = renderCamera(vi.fn(async () => false))
    await act(async () => {})
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Capturar foto' }))
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    })
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('img', { name: 'Foto capturada' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(false)
  })
})
