import { useId, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { Contact, ExtraInfo } from '../../api/models.ts'
import { Dialog } from '../../components/dialog.tsx'
import { Field } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { emailProblem, lengthProblem, numberProblem, problems } from '../../components/validation.ts'
import { automationTexts } from '../../i18n/automation-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { useReference } from '../tickets/reference-data.ts'

/** The contact rules (inbox.md §5): name 2–50, number 8–50 digits, a valid e-mail when given. */
export function contactProblems(form: { name: string; number: string; email: string }) {
  return problems({
    name: lengthProblem(form.name, { min: 2, max: 50 }),
    number: numberProblem(form.number),
    email: emailProblem(form.email, false),
  })
}

/** An extra field as the form edits it (one added here has no id yet). */
type ExtraField = Pick<ExtraInfo, 'name' | 'value'>

/** Extra fields without a name are dropped on save. */
export function extraInfoToSave(rows: readonly ExtraField[]): ExtraField[] {
  return rows
    .map((row) => ({ name: row.name.trim(), value: row.value.trim() }))
    .filter((row) => row.name !== '')
}

/**
 * Add or edit a contact and its extra fields. A masked number (LGPD) is sent back unchanged,
 * which the server keeps.
 */
export function ContactDialog({
  contact,
  onClose,
  onSaved,
}: {
  contact?: Contact
  onClose(): void
  onSaved?(contact: Contact): void
}) {
  const { t } = useI18n()
  const showError = useErrorToast()
  const [form, setForm] = useState({
    name: contact?.name ?? '',
    number: contact?.number ?? '',
    email: contact?.email ?? '',
  })
  const [extraInfo, setExtraInfo] = useState<ExtraField[]>(() => contact?.extraInfo ?? [])
  // The wallet owner (DirectTicketsToWallets) is chosen for an existing contact.
  const tx = useFeatureTexts(automationTexts)
  const users = useReference('users')
  const walletId = useId()
  const [walletUserId, setWalletUserId] = useState<number | null>(contact?.walletUserId ?? null)
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const numberMasked = Boolean(contact?.number?.includes('*'))
  const found = contactProblems(numberMasked ? { ...form, number: '00000000' } : form)

  const save = async () => {
    setTouched(true)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    // Contacts are always read with their extra fields, so the form's list replaces them.
    const body = {
      name: form.name.trim(),
      number: form.number.trim(),
      email: form.email.trim(),
      extraInfo: extraInfoToSave(extraInfo),
    }
    try {
      const saved = await dataOf(
        contact
          ? atendo.PUT('/api/contacts/{id}', {
              params: { path: { id: contact.id } },
              body: { ...body, walletUserId },
            })
          : atendo.POST('/api/contacts', { body }),
      )
      toast.success(t('contacts.saved'))
      onSaved?.(saved)
      onClose()
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  const problem = (key: 'name' | 'number' | 'email') => (touched && found[key] ? t(found[key]) : undefined)
  return (
    <Dialog
      title={contact ? t('contacts.edit') : t('contacts.add')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void save()}>
            {t('common.save')}
          </button>
        </>
      }
    >
      <Field
        label={t('contacts.name')}
        value={form.name}
        error={problem('name')}
        data-autofocus
        onChange={(event) => setForm({ ...form, name: event.target.value })}
      />
      <Field
        label={t('contacts.number')}
        value={form.number}
        inputMode="numeric"
        disabled={numberMasked}
        hint={t('contacts.numberHint')}
        error={problem('number')}
        onChange={(event) => setForm({ ...form, number: event.target.value })}
      />
      <Field
        label={t('contacts.email')}
        type="email"
        value={form.email}
        error={problem('email')}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      {contact ? (
        <div className="field">
          <label htmlFor={walletId}>{tx('wallet.owner')}</label>
          <select
            id={walletId}
            value={walletUserId ?? ''}
            onChange={(event) =>
              setWalletUserId(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">{tx('wallet.nobody')}</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <fieldset className="extra-info">
        <legend>{t('drawer.extraInfo')}</legend>
        {extraInfo.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved
          <div key={index} className="extra-info-row">
            <Field
              label={t('extraInfo.name')}
              value={row.name}
              onChange={(event) =>
                setExtraInfo((rows) =>
                  rows.map((other, at) => (at === index ? { ...other, name: event.target.value } : other)),
                )
              }
            />
            <Field
              label={t('extraInfo.value')}
              value={row.value}
              onChange={(event) =>
                setExtraInfo((rows) =>
                  rows.map((other, at) => (at === index ? { ...other, value: event.target.value } : other)),
                )
              }
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t('extraInfo.remove', { name: row.name })}
              onClick={() => setExtraInfo((rows) => rows.filter((_, at) => at !== index))}
            >
              <Icon name="trash" size={16} />
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button-small"
          onClick={() => setExtraInfo((rows) => [...rows, { name: '', value: '' }])}
        >
          <Icon name="plus" size={14} /> {t('extraInfo.add')}
        </button>
      </fieldset>
    </Dialog>
  )
}
