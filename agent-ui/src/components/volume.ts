import { useState } from 'react'

const volumeKey = 'volume'

/** The volume kept locally (1 until the user moves the slider). */
export function storedVolume(): number {
  const stored = Number(localStorage.getItem(volumeKey) ?? '1')
  return Number.isFinite(stored) ? Math.min(1, Math.max(0, stored)) : 1
}

/** The notification volume, 0 to 1 in steps of 0.1, kept locally (inbox.md §2 Top bar). */
export function useVolume(): [number, (volume: number) => void] {
  const [volume, setVolumeState] = useState(storedVolume)
  return [
    volume,
    (next) => {
      localStorage.setItem(volumeKey, String(next))
      setVolumeState(next)
    },
  ]
}
