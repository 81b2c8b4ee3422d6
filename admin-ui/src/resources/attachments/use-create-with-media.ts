import { type HttpError, useNotify, useRedirect, useResourceContext, useTranslate } from 'react-admin'
import { MediaUploadError } from '../../api/data-provider.ts'

/**
 * The `mutationOptions` of a `<Create>` whose record carries a file: when the record was saved
 * but its file refused, say so and open the saved record (saving the form again would create it
 * twice); any other failure is reported as react-admin does, or by `otherwise`.
 */
export function useCreateWithMedia({ otherwise }: { otherwise?: (error: unknown) => void } = {}) {
  const notify = useNotify()
  const redirect = useRedirect()
  const translate = useTranslate()
  const resource = useResourceContext()
  return {
    onError(error: unknown) {
      if (error instanceof MediaUploadError) {
        notify('atendo.attachments.saved_without_file', {
          type: 'warning',
          messageArgs: { error: translate(error.message, { _: error.message }) },
        })
        redirect('edit', resource, error.record.id)
        return
      }
      if (otherwise) return otherwise(error)
      const validation = (error as HttpError | undefined)?.body?.errors
      if (validation && Object.keys(validation).length > 0) return
      const message = typeof error === 'string' ? error : (error as Error | undefined)?.message
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } })
    },
  }
}
