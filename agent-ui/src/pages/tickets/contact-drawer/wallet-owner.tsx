import { useId, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { Contact } from '../../../api/models.ts'
import { automationTexts } from '../../../i18n/automation-texts.ts'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { useReference } from '../reference-data.ts'

/**
 * The attendant whose wallet the contact is in (PUT /contacts/{id} `walletUserId`); with the
 * company option DirectTicketsToWallets on, the contact's new tickets go straight to them.
 */
export function WalletOwner({ contact, onSaved }: { contact: Contact; onSaved(contact: Contact): void }) {
  const tx = useFeatureTexts(automationTexts)
  const showError = useErrorToast()
  const users = useReference('users')
  const selectId = useId()
  const [busy, setBusy] = useState(false)

  const save = async (value: string) => {
    setBusy(true)
    try {
      const walletUserId = value === '' ? null : Number(value)
      const saved = await dataOf(
        atendo.PUT('/api/contacts/{id}', { params: { path: { id: contact.id } }, body: { walletUserId } }),
      )
      onSaved(saved)
      toast.success(tx('wallet.saved'))
    } catch (error) {
      showError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field">
      <label htmlFor={selectId}>{tx('wallet.owner')}</label>
      <select
        id={selectId}
        value={contact.walletUserId ?? ''}
        disabled={busy}
        onChange={(event) => void save(event.target.value)}
      >
        <option value="">{tx('wallet.nobody')}</option>
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </select>
    </div>
  )
}
