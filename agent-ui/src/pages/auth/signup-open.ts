import { useEffect, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'

/**
 * Whether the platform lets visitors sign up (the public `userCreation` setting, 'disabled' by
 * default): the login page offers "Cadastre-se" and the signup page its form only when it does.
 * Undefined while the setting loads.
 */
export function useSignupOpen(): boolean | undefined {
  const [open, setOpen] = useState<boolean>()
  useEffect(() => {
    let current = true
    dataOf(atendo.GET('/api/public-settings/{key}', { params: { path: { key: 'userCreation' } } })).then(
      (value) => current && setOpen(value === 'enabled'),
      () => current && setOpen(false),
    )
    return () => {
      current = false
    }
  }, [])
  return open
}
