import { useCallback } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { errorToastText } from './error-text.ts'
import { toast } from './toast-store.ts'

/** Shows a request error in the shared toast, in the user's language. */
export function useErrorToast(): (error: unknown) => void {
  const { language } = useI18n()
  return useCallback((error: unknown) => void toast.error(errorToastText(error, language)), [language])
}
