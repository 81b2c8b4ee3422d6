import type { InternalChat } from '@atendo/sdk'
import { type FormEvent, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Dialog } from '../../components/dialog.tsx'
import { Field } from '../../components/field.tsx'
import { chatTexts } from '../../i18n/chat-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useUser } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { useReference } from '../tickets/reference-data.ts'

/**
 * Starting a chat, or (for its owner) renaming it and changing its members: a title and at least
 * one other user are needed (administration.md §5).
 */
export function ChatDialog({
  chat,
  onClose,
  onSaved,
}: {
  chat?: InternalChat
  onClose(): void
  onSaved(chat: InternalChat): void
}) {
  const tx = useFeatureTexts(chatTexts)
  const me = useUser()
  const showError = useErrorToast()
  // The company's users (shared with the inbox's selectors) but the user, who is always a member.
  const people = useReference('users').filter((user) => user.id !== me.id)
  const [title, setTitle] = useState(chat?.title ?? '')
  const [chosen, setChosen] = useState<Set<number>>(
    () => new Set(chat?.users.map((member) => member.userId).filter((id) => id !== me.id)),
  )
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)

  const titleError = tried && !title.trim() ? tx('validation.required') : undefined
  const usersError = tried && chosen.size === 0 ? tx('chats.usersRequired') : undefined

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!title.trim() || chosen.size === 0 || saving) return
    setSaving(true)
    const body = { title: title.trim(), users: [...chosen] }
    try {
      const saved = chat
        ? await dataOf(atendo.PUT('/api/chats/{id}', { params: { path: { id: String(chat.id) } }, body }))
        : await dataOf(atendo.POST('/api/chats', { body }))
      onSaved(saved)
    } catch (error) {
      showError(error)
      setSaving(false)
    }
  }

  return (
    <Dialog
      title={chat ? tx('chats.edit') : tx('chats.new')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {tx('common.cancel')}
          </button>
          <button type="submit" form="chat-form" className="button" disabled={saving}>
            {tx('common.save')}
          </button>
        </>
      }
    >
      <form id="chat-form" onSubmit={save} noValidate>
        <Field
          label={tx('chats.chatTitle')}
          value={title}
          maxLength={100}
          error={titleError}
          data-autofocus
          onChange={(event) => setTitle(event.target.value)}
        />
        <fieldset className="chat-users" aria-invalid={usersError ? true : undefined}>
          <legend>{tx('chats.users')}</legend>
          {people.map((person) => (
            <label key={person.id} className="check">
              <input
                type="checkbox"
                checked={chosen.has(person.id)}
                onChange={(event) =>
                  setChosen((current) => {
                    const next = new Set(current)
                    if (event.target.checked) next.add(person.id)
                    else next.delete(person.id)
                    return next
                  })
                }
              />
              {person.name}
            </label>
          ))}
          {usersError ? <span className="field-error">{usersError}</span> : null}
        </fieldset>
      </form>
    </Dialog>
  )
}
