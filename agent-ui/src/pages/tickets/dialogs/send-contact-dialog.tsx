import { useState } from 'react'
import type { ContactOption } from '../../../api/models.ts'
import { Dialog } from '../../../components/dialog.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { sendMessage } from '../ticket-actions.ts'
import { ContactPicker } from './contact-picker.tsx'

/** A number hidden by LGPD masking cannot go into a contact card. */
export const isMaskedNumber = (number: string | null | undefined) => Boolean(number?.includes('*'))

/** Send a contact card (vCard) into the conversation (POST /messages/{ticketId} with vCard). */
export function SendContactDialog({ ticketId, onClose }: { ticketId: number; onClose(): void }) {
  const { t } = useI18n()
  const showError = useErrorToast()
  const [chosen, setChosen] = useState<ContactOption>()
  const [busy, setBusy] = useState(false)
  const sendable = Boolean(chosen?.number) && !isMaskedNumber(chosen?.number)

  const send = async () => {
    if (!chosen?.number || !sendable) return
    setBusy(true)
    try {
      await sendMessage(ticketId, {
        vCard: { name: chosen.name, number: chosen.number },
        fromMe: true,
        read: 1,
      })
      onClose()
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  return (
    <Dialog
      title={t('sendContact.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !sendable}
            onClick={() => void send()}
          >
            {t('conversation.send')}
          </button>
        </>
      }
    >
      <ContactPicker
        multiple={false}
        chosen={chosen ? [chosen] : []}
        onToggle={(contact) => setChosen((current) => (current?.id === contact.id ? undefined : contact))}
      />
      {chosen && !sendable ? (
        <p className="field-error" role="alert">
          {t('sendContact.noNumber')}
        </p>
      ) : null}
    </Dialog>
  )
}
