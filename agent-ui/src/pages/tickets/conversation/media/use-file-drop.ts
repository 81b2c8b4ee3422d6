import { type DragEvent, useRef, useState } from 'react'

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files')

/**
 * A drop zone for files (inbox.md §2 "drop zone"): `dragging` while files are held over the
 * element, and `onFiles` with what is dropped. Drags of text or links inside the page are left alone.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false)
  // dragenter and dragleave fire for every child the pointer crosses; count them to know when it leaves.
  const depth = useRef(0)

  const handlers = {
    onDragEnter(event: DragEvent) {
      if (!enabled || !carriesFiles(event)) return
      event.preventDefault()
      depth.current += 1
      setDragging(true)
    },
    onDragOver(event: DragEvent) {
      if (!enabled || !carriesFiles(event)) return
      // Without this the browser would open the file instead of dropping it here.
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave(event: DragEvent) {
      if (!enabled || !carriesFiles(event)) return
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setDragging(false)
    },
    onDrop(event: DragEvent) {
      if (!enabled || !carriesFiles(event)) return
      event.preventDefault()
      depth.current = 0
      setDragging(false)
      const files = Array.from(event.dataTransfer.files)
      if (files.length > 0) onFiles(files)
    },
  }
  return { dragging, handlers }
}
