import { useState } from 'react'
import type { ContactOption } from '../../../api/models.ts'
import { Field } from '../../../components/field.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useContactSearch } from './use-contact-search.ts'

/**
 * Searches contacts (GET /contacts/list) once 3 characters are typed and lets the user pick one
 * or several; chosen contacts stay listed while the search changes.
 */
export function ContactPicker({
  chosen,
  onToggle,
  multiple,
  exclude = [],
}: {
  chosen: readonly ContactOption[]
  onToggle(contact: ContactOption): void
  multiple: boolean
  /** Contacts not offered (e.g. the conversation's own contact). */
  exclude?: readonly number[]
}) {
  const { t } = useI18n()
  const [term, setTerm] = useState('')
  const options = useContactSearch(term)

  const chosenIds = new Set(chosen.map((contact) => contact.id))
  const listed = [...chosen, ...options.filter((option) => !chosenIds.has(option.id))].filter(
    (option) => !exclude.includes(option.id),
  )
  return (
    <>
      <Field
        label={multiple ? t('picker.contacts') : t('newTicket.contact')}
        type="search"
        hint={t('newTicket.contactHint')}
        value={term}
        data-autofocus
        onChange={(event) => setTerm(event.target.value)}
      />
      {listed.length > 0 ? (
        <ul className="picker" aria-label={multiple ? t('picker.contacts') : t('newTicket.contact')}>
          {listed.map((option) => (
            <li key={option.id}>
              <button type="button" aria-pressed={chosenIds.has(option.id)} onClick={() => onToggle(option)}>
                {option.name} {option.number ? `(${option.number})` : ''}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
