import { useEffect, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { ContactOption } from '../../../api/models.ts'
import { Field } from '../../../components/field.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { useDebounced } from '../use-debounced.ts'

/** Contact lookups start at 3 typed characters (inbox.md §9). */
export const contactSearchMinimum = 3

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
  const showError = useErrorToast()
  const [term, setTerm] = useState('')
  const search = useDebounced(term, 300)
  const [options, setOptions] = useState<ContactOption[]>([])

  useEffect(() => {
    if (search.trim().length < contactSearchMinimum) {
      setOptions([])
      return
    }
    let current = true
    dataOf(
      atendo.GET('/api/contacts/list', { params: { query: { searchParam: search.trim(), limit: 20 } } }),
    ).then(
      (found) => current && setOptions(found),
      (error) => current && showError(error),
    )
    return () => {
      current = false
    }
  }, [search, showError])

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
