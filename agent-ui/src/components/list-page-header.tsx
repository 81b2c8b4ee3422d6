import type { ReactNode } from 'react'

interface ListPageHeaderProps {
  /** The page's heading. */
  title: string
  /** The heading's id, when the page's section is labelled by it. */
  titleId?: string
  /** The header's class, for the page's own layout of its controls. */
  className: string
  /** The add button's name ("Adicionar contato"). */
  addLabel: string
  onAdd(): void
  /**
   * The list has nothing to show: the add button hides, since the list's empty state offers the
   * same action, and one action on screen has one button of that name (issue 23).
   */
  listEmpty: boolean
  /** The controls between the heading and the add button (search, filters, import menu). */
  children?: ReactNode
}

/**
 * The heading row of a list page (contacts, campaigns, contact lists, flows, phrase campaigns):
 * the title, the page's controls, and the add button while there is a list to add to.
 *
 * @example
 * <ListPageHeader className="campaigns-header" title={tx('campaigns.title')} titleId="campaigns-title"
 *   addLabel={tx('campaigns.add')} onAdd={() => setEditing('new')} listEmpty={list.records.length === 0}>
 *   <input type="search" ... />
 * </ListPageHeader>
 */
export function ListPageHeader({
  title,
  titleId,
  className,
  addLabel,
  onAdd,
  listEmpty,
  children,
}: ListPageHeaderProps) {
  return (
    <div className={className}>
      <h1 id={titleId}>{title}</h1>
      {children}
      {listEmpty ? null : (
        <button type="button" className="button button-primary" onClick={onAdd}>
          {addLabel}
        </button>
      )}
    </div>
  )
}
