import * as Popover from '@radix-ui/react-popover'
import { useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { Icon } from '../icon.tsx'
import { keepEscapeInside } from '../keep-escape-inside.ts'
import { TagChips } from './tag-chips.tsx'
import { TagCombobox } from './tag-combobox.tsx'

export interface PickableTag {
  id: number
  name: string
  color: string
}

/**
 * A tag filter (issue 23): the chosen tags as coloured chips that remove themselves, and a button
 * opening a pop-over (Radix) with a combobox to search the company's tags by name and toggle them.
 * Escape or a click outside closes it and gives focus back to the button.
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
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id])
  const chosen = tags.filter((tag) => selected.includes(tag.id))

  return (
    <div className="tag-picker">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger ref={button} className="button tag-picker-button" aria-label={label} title={label}>
          <Icon name="filter" size={16} />
          <span className="wide-only">{t('contacts.tags')}</span>
          {chosen.length > 0 ? <span className="badge">{chosen.length}</span> : null}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="tag-picker-popover"
            aria-label={label}
            align="start"
            sideOffset={4}
            collisionPadding={8}
            onKeyDown={keepEscapeInside}
          >
            <TagCombobox listId={listId} label={label} tags={tags} selected={selected} onToggle={toggle} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <TagChips tags={chosen} onRemove={toggle} fallbackFocus={button} />
    </div>
  )
}
