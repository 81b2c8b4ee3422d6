import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { Icon } from '../icon.tsx'

export interface PickableTag {
  id: number
  name: string
  color: string
}

/**
 * A tag filter (issue 23): the chosen tags as coloured chips that remove themselves, and a button
 * opening a pop-over to search the company's tags by name and tick them. Escape or a click outside
 * closes it and gives focus back to the button.
 */
export function TagPicker({
  label,
  tags,
  selected,
  onChange,
}: {
  label: string
  tags: readonly PickableTag[]
  selected: readonly number[]
  onChange(ids: number[]): void
}) {
  const { t } = useI18n()
  const popoverId = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const anchor = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const search = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!open) return
    search.current?.focus()
    const closeOutside = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOutside)
    return () => document.removeEventListener('mousedown', closeOutside)
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    close()
  }
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id])
  const wanted = text.trim().toLocaleLowerCase()
  const matches = tags.filter((tag) => tag.name.toLocaleLowerCase().includes(wanted))
  const chosen = tags.filter((tag) => selected.includes(tag.id))

  return (
    <div className="tag-picker" ref={anchor}>
      <button
        ref={button}
        type="button"
        className="button tag-picker-button"
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="filter" size={16} />
        <span className="wide-only">{t('contacts.tags')}</span>
        {chosen.length > 0 ? <span className="badge">{chosen.length}</span> : null}
      </button>
      {chosen.map((tag) => (
        <button
          key={tag.id}
          type="button"
          className="chip tag-picker-chip"
          style={{ background: tag.color }}
          aria-label={t('tags.remove', { name: tag.name })}
          onClick={() => toggle(tag.id)}
        >
          {tag.name} <Icon name="close" size={12} />
        </button>
      ))}
      {open ? (
        // Escape anywhere in the pop-over closes it.
        <fieldset id={popoverId} className="tag-picker-popover" aria-label={label} onKeyDown={onKeyDown}>
          <input
            ref={search}
            type="search"
            aria-label={t('contacts.tagSearch')}
            placeholder={t('contacts.tagSearch')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {matches.length === 0 ? (
            <p className="tag-picker-empty">{t('contacts.tagNone')}</p>
          ) : (
            <ul>
              {matches.map((tag) => (
                <li key={tag.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={selected.includes(tag.id)}
                      onChange={() => toggle(tag.id)}
                    />
                    <span className="tag-picker-dot" style={{ background: tag.color }} aria-hidden="true" />
                    {tag.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ) : null}
    </div>
  )
}
