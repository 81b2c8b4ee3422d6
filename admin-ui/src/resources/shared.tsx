import { BooleanInput, DeleteWithConfirmButton, SearchInput, useNotify } from 'react-admin'

/** The specification's delete confirmation (administration.md §8). */
export function ConfirmDelete() {
  return <DeleteWithConfirmButton confirmTitle="atendo.delete_title" confirmContent="atendo.delete_content" />
}

export const searchFilter = [<SearchInput key="q" source="q" alwaysOn />]

/** A list's `queryOptions`: a list that cannot load says so in the specification's words (§8). */
export function useLoadFailure() {
  const notify = useNotify()
  return { onError: () => notify('atendo.load_failure', { type: 'error' }) }
}

/**
 * A form's `mutationOptions` where the specification has one text for every failed save (companies,
 * plans, plugin panels such as help videos: administration.md §8). The server's field problems
 * still show under their fields.
 */
export function useSaveFailure() {
  const notify = useNotify()
  return { onError: () => notify('atendo.save_failure', { type: 'error' }) }
}

/**
 * A switch over the API's 'enabled' / 'disabled' strings. A new record starts 'disabled': react-admin
 * would otherwise give an untouched switch its own default, `false`, which the API refuses.
 */
export function EnabledInput({ source, label }: { source: string; label?: string }) {
  return (
    <BooleanInput
      source={source}
      label={label}
      defaultValue="disabled"
      format={(value: unknown) => value === 'enabled'}
      parse={(checked: boolean) => (checked ? 'enabled' : 'disabled')}
    />
  )
}

/**
 * A random starting colour for a new tag (administration.md §9) or queue: a queue's colour must be
 * unique in its company, so a fixed default would clash with the previous queue's.
 */
export function randomColour() {
  return `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`
}

/** Names are 2 to 50 characters (administration.md §9). */
export const nameLimits = { min: 2, max: 50 }
