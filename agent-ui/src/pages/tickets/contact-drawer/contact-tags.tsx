import { useId, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { TagChip } from '../../../api/models.ts'
import { Icon } from '../../../components/icon.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'

/** A tag typed inline needs at least 3 characters (inbox.md §5). */
export const tagNameMinimum = 3

/** What POST /tags/sync receives for a typed tag: an existing one by id, a new one by name. */
export function tagToAdd(
  typed: string,
  known: readonly TagChip[],
): { id: number } | { name: string } | undefined {
  const name = typed.trim()
  if (name.length < tagNameMinimum) return undefined
  const existing = known.find((tag) => tag.name.toLowerCase() === name.toLowerCase())
  return existing ? { id: existing.id } : { name }
}

/**
 * A contact's tags: chosen from the company's tags or typed (created when new), removed one by one.
 * Every change sets the contact's whole tag list (POST /tags/sync).
 */
export function ContactTags({
  contactId,
  tags,
  known,
  onChange,
}: {
  contactId: number
  tags: readonly TagChip[]
  /** The company's tags, offered as suggestions. */
  known: readonly TagChip[]
  onChange(tags: TagChip[]): void
}) {
  const { t } = useI18n()
  const showError = useErrorToast()
  const inputId = useId()
  const listId = useId()
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)

  const sync = async (next: ({ id: number } | { name: string })[]) => {
    setBusy(true)
    try {
      const answer = await dataOf(atendo.POST('/api/tags/sync', { body: { contactId, tags: next } }))
      onChange(answer.tags)
      return true
    } catch (error) {
      showError(error)
      return false
    } finally {
      setBusy(false)
    }
  }

  const add = async () => {
    const tag = tagToAdd(typed, known)
    if (!tag) {
      setProblem(t('tags.tooShort'))
      return
    }
    setProblem(undefined)
    if ('id' in tag && tags.some((existing) => existing.id === tag.id)) {
      setTyped('')
      return
    }
    if (await sync([...tags.map(({ id }) => ({ id })), tag])) setTyped('')
  }

  const offered = known.filter((tag) => !tags.some((existing) => existing.id === tag.id))
  return (
    <div className="contact-tags">
      <ul className="chip-list" aria-label={t('contacts.contactTags')}>
        {tags.map((tag) => (
          <li key={tag.id} className="chip" style={{ background: tag.color }}>
            {tag.name}
            <button
              type="button"
              className="chip-remove"
              aria-label={t('tags.remove', { name: tag.name })}
              disabled={busy}
              onClick={() => void sync(tags.filter((other) => other.id !== tag.id).map(({ id }) => ({ id })))}
            >
              <Icon name="close" size={12} />
            </button>
          </li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor={inputId}>{t('tags.add')}</label>
        <div className="inline-form">
          <input
            id={inputId}
            list={listId}
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void add()
              }
            }}
          />
          <button type="button" className="button" disabled={busy} onClick={() => void add()}>
            {t('tags.addButton')}
          </button>
        </div>
        <datalist id={listId}>
          {offered.map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
        </datalist>
        {problem ? (
          <span id={`${inputId}-error`} className="field-error">
            {problem}
          </span>
        ) : null}
      </div>
    </div>
  )
}
