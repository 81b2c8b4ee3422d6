import type { ReactElement, ReactNode } from 'react'
import {
  Datagrid,
  type DatagridProps,
  EditButton,
  List,
  type ListProps,
  type RaRecord,
  SimpleList,
  useListContext,
} from 'react-admin'
import { useNarrowScreen } from '../../layout/narrow-screen.ts'
import { ListActions } from './list-actions.tsx'
import { ListLoadFailure } from './list-load-failure.tsx'

/** What a record shows as one row of a phone's list (react-admin's SimpleList texts). */
export interface PhoneRow {
  primaryText: (record: RaRecord) => ReactNode
  secondaryText?: (record: RaRecord) => ReactNode
  tertiaryText?: (record: RaRecord) => ReactNode
  leftAvatar?: (record: RaRecord) => ReactElement
  /** The row's own actions; an edit button by default (none when the list is read-only). */
  actions?: (record: RaRecord) => ReactElement
}

export interface ResponsiveRowsProps {
  /** The table's columns, on screens from 600 px. */
  children: ReactNode
  phone: PhoneRow
  /** Opens a record from its row; false when the row holds buttons of its own. */
  rowClick?: 'edit' | false
  rowSx?: DatagridProps['rowSx']
  tableSx?: DatagridProps['sx']
  /** What shows instead of the rows when there is none (the List's own `empty` is another thing). */
  noRecords?: ReactElement
}

/**
 * A list's records as a table on wide screens and as one compact row each on a phone, where a
 * table is wider than the screen (issue 23, item 12). The phone's rows keep the record's edit
 * button, named ("Editar") with a tooltip, so opening a record is as plain as on the table.
 * Records that could not be read show ListLoadFailure with a retry, never "no results" (item 9).
 */
export function ResponsiveRows({
  children,
  phone,
  rowClick = 'edit',
  rowSx,
  tableSx,
  noRecords,
}: ResponsiveRowsProps) {
  const narrow = useNarrowScreen()
  const { data, error } = useListContext()
  // Only when there are no rows to show: a failed refresh keeps the rows on screen (the page's toast
  // tells it), where react-admin's own `error` would replace them.
  if (error && !data) return <ListLoadFailure />
  if (!narrow)
    return (
      <Datagrid rowClick={rowClick} rowSx={rowSx} sx={tableSx} bulkActionButtons={false} empty={noRecords}>
        {children}
      </Datagrid>
    )
  const editable = rowClick !== false || phone.actions !== undefined
  return (
    <SimpleList
      primaryText={phone.primaryText}
      secondaryText={phone.secondaryText}
      tertiaryText={phone.tertiaryText}
      leftAvatar={phone.leftAvatar}
      rightIcon={editable ? (phone.actions ?? (() => <EditButton />)) : undefined}
      // The row's buttons open it: a whole-row link around them would swallow their clicks.
      rowClick={false}
      rowSx={rowSx}
      empty={noRecords}
    />
  )
}

/**
 * A back-office list: react-admin's List with a toolbar whose create button keeps its name on a
 * phone (ListActions), and its records as ResponsiveRows. The one piece every list page uses, so
 * desktop and phone stay alike across pages.
 */
export function ResponsiveList({
  children,
  phone,
  rowClick,
  rowSx,
  tableSx,
  noRecords,
  actions,
  ...listProps
}: ResponsiveRowsProps & Omit<ListProps, 'children'>) {
  return (
    <List actions={actions ?? <ListActions />} {...listProps}>
      <ResponsiveRows phone={phone} rowClick={rowClick} rowSx={rowSx} tableSx={tableSx} noRecords={noRecords}>
        {children}
      </ResponsiveRows>
    </List>
  )
}
