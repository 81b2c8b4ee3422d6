import { useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { ContactOption } from '../../../api/models.ts'
import { Dialog } from '../../../components/dialog.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { companyOption } from '../../../session/permissions.ts'
import { useUser } from '../../../session/session-context.tsx'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { ContactPicker } from './contact-picker.tsx'

/**
 * Forward the chosen messages to one or more contacts (POST /message/forward): the server puts
 * them in each contact's working ticket, opening one if needed, 900 ms apart (inbox.md §9).
 */
export function ForwardDialog({
  messageIds,
  currentContactId,
  onForwarded,
  onClose,
}: {
  messageIds: readonly number[]
  currentContactId: number
  onForwarded(): void
  onClose(): void
}) {
  const { t } = useI18n()
  const user = useUser()
  const showError = useErrorToast()
  const [chosen, setChosen] = useState<ContactOption[]>([])
  const [busy, setBusy] = useState(false)
  const signable = companyOption(user, 'sendSignMessage') === 'enabled'

  const forward = async () => {
    if (chosen.length === 0) return
    setBusy(true)
    try {
      for (const contact of chosen) {
        const body = {
          messageId: [...messageIds],
          contactId: contact.id,
          ...(signable ? { signMessage: localStorage.getItem('signOption') !== 'false' } : {}),
        }
        await dataOf(atendo.POST('/api/message/forward', { body }))
      }
      toast.success(t('forward.done', { count: chosen.length }))
      onForwarded()
      onClose()
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  return (
    <Dialog
      title={t('forward.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || chosen.length === 0}
            onClick={() => void forward()}
          >
            {t('forward.submit')}
          </button>
        </>
      }
    >
      <p>{t('forward.summary', { count: messageIds.length })}</p>
      <ContactPicker
        multiple
        chosen={chosen}
        exclude={[currentContactId]}
        onToggle={(contact) =>
          setChosen((list) =>
            list.some((other) => other.id === contact.id)
              ? list.filter((other) => other.id !== contact.id)
              : [...list, contact],
          )
        }
      />
    </Dialog>
  )
}
