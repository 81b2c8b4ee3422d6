import { BooleanInput, DeleteWithConfirmButton, SearchInput } from 'react-admin'

/** The specification's delete confirmation (administration.md §8). */
export function ConfirmDelete() {
  return <DeleteWithConfirmButton confirmTitle="atendo.delete_title" confirmContent="atendo.delete_content" />
}

export const searchFilter = [<SearchInput key="q" source="q" alwaysOn />]

/** A switch over the API's 'enabled' / 'disabled' strings. */
export function EnabledInput({ source, label }: { source: string; label?: string }) {
  return (
    <BooleanInput
      source={source}
      label={label}
      format={(value: unknown) => value === 'enabled'}
      parse={(checked: boolean) => (checked ? 'enabled' : 'disabled')}
    />
  )
}

/** Names are 2 to 50 characters (administration.md §9). */
export const nameLimits = { min: 2, max: 50 }
