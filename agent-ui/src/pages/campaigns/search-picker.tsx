import { type QueryKey, useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { Icon } from '../../components/icon.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useDebounced } from '../tickets/use-debounced.ts'

/** One choice of a picker: a contact list or a tag. */
export interface PickerOption {
  id: number
  name: string
}

/** The campaign dialog's recipient search starts at 3 typed characters (administration.md §5). */
export const pickerMinChars = 3

/**
 * A searchable picker (an ARIA combobox): nothing is offered until 3 characters are typed, then
 * the matches of `search` are listed to pick one from. Typing again drops the choice; the clear
 * button leaves none. A company's lists and tags can be many, so no full list is ever shown.
 */
export function SearchPicker({
  label,
  selected,
  onSelect,
  search,
  searchKey,
  disabled,
  error,
}: {
  label: string
  selected: PickerOption | null
  onSelect(option: PickerOption | null): void
  search(text: string): Promise<PickerOption[]>
  /** The query key of a search for `text` (its domain's keys, so live events refresh it). */
  searchKey(text: string): QueryKey
  disabled?: boolean
  error?: string
}) {
  const tx = useFeatureTexts(campaignTexts)
  const inputId = useId()
  const listId = useId()
  const [text, setText] = useState(selected?.name ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const query = useDebounced(text.trim())
  const searchable = query.length >= pickerMinChars && query !== selected?.name
  const selectedName = selected?.name
  // A choice named later (a tag's name arrives with the company's tags) shows once known.
  useEffect(() => {
    if (selectedName) setText(selectedName)
  }, [selectedName])

  const matches = useQuery({
    queryKey: searchKey(query),
    // A failed search offers nothing, as "no match".
    queryFn: () => search(query).catch((): PickerOption[] => []),
    enabled: searchable,
  })
  const options = searchable ? matches.data : undefined
  // A new list of matches starts with its first one highlighted.
  useEffect(() => {
    if (options) setActive(0)
  }, [options])

  const pick = (option: PickerOption) => {
    onSelect(option)
    setText(option.name)
    setOpen(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!options?.length) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + options.length) % options.length)
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      const option = options[active]
      if (option) pick(option)
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

  const typing = text.trim() !== (selected?.name ?? '')
  const status =
    text.trim().length < pickerMinChars
      ? tx('picker.minChars')
      : options === undefined
        ? tx('picker.searching')
        : options.length === 0
          ? tx('picker.noResults')
          : undefined
  const expanded = open && typing && (options?.length ?? 0) > 0
  const hint = open && typing ? status : undefined
  return (
    <div className="field search-picker">
      <label htmlFor={inputId}>{label}</label>
      <div className="search-picker-input">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-status`}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            if (selected) onSelect(null)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {selected && !disabled ? (
          <button
            type="button"
            className="icon-button"
            aria-label={tx('picker.clear', { label })}
            onClick={() => {
              onSelect(null)
              setText('')
            }}
          >
            <Icon name="close" size={16} />
          </button>
        ) : null}
      </div>
      <div id={listId} role="listbox" aria-label={label} className="search-picker-options" hidden={!expanded}>
        {expanded
          ? options?.map((option, index) => (
              <div
                key={option.id}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Chosen on mouse down, before the input's blur could close the list.
                onMouseDown={(event) => {
                  event.preventDefault()
                  pick(option)
                }}
              >
                {option.name}
              </div>
            ))
          : null}
      </div>
      {/* While typing, the search's state; otherwise the field's error, if any. */}
      <span id={`${inputId}-status`} className={hint ? 'field-hint' : 'field-error'} aria-live="polite">
        {hint ?? error}
      </span>
    </div>
  )
}
