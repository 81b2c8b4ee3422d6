import { type ReactNode, useState } from 'react'

/**
 * Shows `children` with an "Alternar" button that unmounts and mounts them again, as leaving a
 * screen and coming back does, so a test can see what the query cache shows on the way back.
 */
export function Reopenable({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Alternar
      </button>
      {open ? children : null}
    </>
  )
}
