import { type KeyboardEvent, type RefObject, useRef } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { Icon } from '../icon.tsx'
import type { PickableTag } from './tag-picker.tsx'

/**
 * The chosen tags as coloured chips. Enter, Space, Delete or Backspace on a chip removes its tag,
 * and focus moves to the next chip (or the previous, or `fallbackFocus` when none is left), so a
 * keyboard user can clear several in a row.
 */
export function TagChips({
  tags,
  onRemove,
  fallbackFocus,
}: {
  tags: readonly PickableTag[]
  onRemove(id: number): void
  fallbackFocus: RefObject<HTMLElement | null>
}) {
  const { t } = useI18n()
  const chips = useRef<(HTMLButtonElement | null)[]>([])

  const remove = (index: number) => {
    const tag = tags[index]
    if (!tag) return
    onRemove(tag.id)
    const next = chips.current[index + 1] ?? chips.current[index - 1] ?? fallbackFocus.current
    next?.focus()
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return
    event.preventDefault()
    remove(index)
  }

  return tags.map((tag, index) => (
    <button
      key={tag.id}
      ref={(element) => {
        chips.current[index] = element
      }}
      type="button"
      className="chip tag-picker-chip"
      style={{ background: tag.color }}
      aria-label={t('tags.remove', { name: tag.name })}
      onClick={() => remove(index)}
      onKeyDown={onKeyDown(index)}
    >
      {tag.name} <Icon name="close" size={12} />
    </button>
  ))
}
