import { useEffect, useState } from 'react'

/** The search box waits 500 ms after the last keystroke before searching (inbox.md §9). */
export const searchDebounce = 500

export function useDebounced<T>(value: T, delay = searchDebounce): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
