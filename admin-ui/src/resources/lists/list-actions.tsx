import type { ReactNode } from 'react'
import {
  ExportButton,
  FilterButton,
  TopToolbar,
  useFilterContext,
  useListContext,
  useResourceDefinition,
} from 'react-admin'
import { AddButton } from './add-button.tsx'

/**
 * A list's toolbar, as react-admin's default one (filters to add, create, export) but with a
 * create button that keeps its name on a phone; `children` go first (a view toggle, social login).
 */
export function ListActions({ children }: { children?: ReactNode }) {
  const { exporter, total } = useListContext()
  const { hasCreate } = useResourceDefinition()
  const filters = useFilterContext()
  return (
    <TopToolbar>
      {children}
      {filters && filters.length > 0 ? <FilterButton /> : null}
      {hasCreate ? <AddButton /> : null}
      {exporter !== false ? <ExportButton disabled={total === 0} /> : null}
    </TopToolbar>
  )
}
