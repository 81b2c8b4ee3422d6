import { type KeyboardEvent, useState } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { Icon } from '../icon.tsx'
import type { PickableTag } from './tag-picker.tsx'

/**
 * The picker's search field and its list, as the ARIA combobox pattern with a multi-select
 * listbox: typing filters by name, the arrows move the active option (announced through
 * aria-activedescendant while focus stays in the field), Enter toggles it, a click toggles too.
 */
export function TagCombobox({
  listId,
  label,
  tags,
  selected,
  onToggle,
}: {
  listId: string
  label: string
  tags: readonly PickableTag[]
  selected: readonly number[]
  onToggle(id: number): void
}) {
  const { t } = useI18n()
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const wanted = text.trim().toLocaleLowerCase()
  const matches = tags.filter((tag) => tag.name.toLocaleLowerCase().includes(wanted))
  const activeTag = matches[Math.min(active, matches.length - 1)]
  const optionId = (tag: PickableTag) => `${listId}-${tag.id}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const at = activeTag ? matches.indexOf(activeTag) : -1
    const moveTo = (index: number) => {
      event.preventDefault()
      if (matches.length > 0) setActive((index + matches.length) % matches.length)
    }
    if (event.key === 'ArrowDown') moveTo(at + 1)
    else if (event.key === 'ArrowUp') moveTo(at - 1)
    else if (event.key === 'PageUp') moveTo(0)
    else if (event.key === 'PageDown') moveTo(matches.length - 1)
    else if (event.key === 'Enter' && activeTag) {
      event.preventDefault()
      onToggle(activeTag.id)
    }
  }

  return (
    <>
      <input
        type="text"
        role="combobox"
        aria-label={t('contacts.tagSearch')}
        placeholder={t('contacts.tagSearch')}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeTag ? optionId(activeTag) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      {matches.length === 0 ? <p className="tag-picker-empty">{t('contacts.tagNone')}</p> : null}
      <div
        id={listId}
        role="listbox"
        className="tag-picker-options"
        aria-label={label}
        aria-multiselectable="true"
        hidden={matches.length === 0}
      >
        {matches.map((tag) => {
          const isSelected = selected.includes(tag.id)
          return (
            // The field keeps focus (aria-activedescendant), and the keyboard toggles options from there.
            <div
              key={tag.id}
              id={optionId(tag)}
              role="option"
              tabIndex={-1}
              aria-selected={isSelected}
              className={tag === activeTag ? 'tag-picker-option tag-picker-active' : 'tag-picker-option'}
              // Toggled on mouse down, which would otherwise take focus from the field.
              onMouseDown={(event) => {
                event.preventDefault()
                setActive(matches.indexOf(tag))
                onToggle(tag.id)
              }}
            >
              <span className="tag-picker-check" aria-hidden="true">
                {isSelected ? <Icon name="check" size={14} /> : null}
              </span>
              <span className="tag-picker-dot" style={{ background: tag.color }} aria-hidden="true" />
              {tag.name}
            </div>
          )
        })}
      </div>
    </>
  )
}
