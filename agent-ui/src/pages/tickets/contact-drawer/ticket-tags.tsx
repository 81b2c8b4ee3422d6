import { useEffect, useId, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { TagChip } from '../../../api/models.ts'
import { Icon } from '../../../components/icon.tsx'
import { automationTexts } from '../../../i18n/automation-texts.ts'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'

/**
 * The ticket's own tags (and kanban lanes), the ones the ticket list, its tag filter and the
 * kanban show: an attendant puts one on from the company's tags (PUT /ticket-tags/{ticketId}/{tagId})
 * or takes one off (DELETE /ticket-tags/{ticketId}/{tagId}). The ticket's live update brings
 * other attendants' changes through `tags`.
 */
export function TicketTags({
  ticketId,
  tags,
  known,
}: {
  ticketId: number
  tags: readonly TagChip[]
  /** The company's tags, offered to choose from. */
  known: readonly TagChip[]
}) {
  const tx = useFeatureTexts(automationTexts)
  const showError = useErrorToast()
  const selectId = useId()
  const [shown, setShown] = useState<readonly TagChip[]>(tags)
  const [busy, setBusy] = useState(false)
  useEffect(() => setShown(tags), [tags])

  const change = async (tag: TagChip, on: boolean) => {
    setBusy(true)
    try {
      const path = { ticketId, tagId: tag.id }
      if (on) await dataOf(atendo.PUT('/api/ticket-tags/{ticketId}/{tagId}', { params: { path } }))
      else await dataOf(atendo.DELETE('/api/ticket-tags/{ticketId}/{tagId}', { params: { path } }))
      setShown((current) => (on ? [...current, tag] : current.filter((other) => other.id !== tag.id)))
    } catch (error) {
      showError(error)
    } finally {
      setBusy(false)
    }
  }

  const offered = known.filter((tag) => !shown.some((existing) => existing.id === tag.id))
  return (
    <div className="contact-tags">
      {shown.length === 0 ? <p className="field-hint">{tx('ticketTags.none')}</p> : null}
      <ul className="chip-list" aria-label={tx('ticketTags.title')}>
        {shown.map((tag) => (
          <li key={tag.id} className="chip" style={{ background: tag.color }}>
            {tag.name}
            <button
              type="button"
              className="chip-remove"
              aria-label={tx('ticketTags.remove', { name: tag.name })}
              disabled={busy}
              onClick={() => void change(tag, false)}
            >
              <Icon name="close" size={12} />
            </button>
          </li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor={selectId}>{tx('ticketTags.add')}</label>
        <select
          id={selectId}
          value=""
          disabled={busy || offered.length === 0}
          onChange={(event) => {
            const tag = offered.find((candidate) => String(candidate.id) === event.target.value)
            if (tag) void change(tag, true)
          }}
        >
          <option value="">{tx('ticketTags.choose')}</option>
          {offered.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
