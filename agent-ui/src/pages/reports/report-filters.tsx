import { Field } from '../../components/field.tsx'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import type { ReportKey } from '../../i18n/report-texts.ts'
import { ContactPicker } from '../tickets/dialogs/contact-picker.tsx'
import { useReference } from '../tickets/reference-data.ts'
import { type ReportFilter, reportStatuses } from './report-query.ts'

interface ReportFiltersProps {
  filter: ReportFilter
  onChange(filter: ReportFilter): void
  /** Shown under the end date when it is before the start date. */
  dateError?: string
  tx: FeatureTranslate<ReportKey>
}

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((existing) => existing !== value) : [...values, value]
}

/** A group of checkboxes, one per option; nothing checked means "any". */
function CheckList<T extends string | number>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string
  options: readonly { value: T; label: string }[]
  chosen: readonly T[]
  onChange(chosen: T[]): void
}) {
  if (options.length === 0) return null
  return (
    <fieldset className="report-check-list">
      <legend>{legend}</legend>
      <div className="report-check-options">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={() => onChange(toggled(chosen, option.value))}
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The report's filters (administration.md §2 Reports): search, contact, connections, users,
 * queues, statuses, the days of creation and "only rated". Every change applies at once.
 */
export function ReportFilters({ filter, onChange, dateError, tx }: ReportFiltersProps) {
  const connections = useReference('connections')
  const users = useReference('users')
  const queues = useReference('queues')
  const change = (patch: Partial<ReportFilter>) => onChange({ ...filter, ...patch })
  const byName = (records: readonly { id: number; name: string }[]) =>
    records.map((record) => ({ value: record.id, label: record.name }))

  return (
    <fieldset className="report-filters">
      <legend className="visually-hidden">{tx('reports.filters')}</legend>
      <div className="report-filters-row">
        <Field
          label={tx('reports.search')}
          type="search"
          hint={tx('reports.searchHint')}
          value={filter.search}
          onChange={(event) => change({ search: event.target.value })}
        />
        <Field
          label={tx('reports.dateFrom')}
          type="date"
          value={filter.dateFrom}
          max={filter.dateTo || undefined}
          onChange={(event) => change({ dateFrom: event.target.value })}
        />
        <Field
          label={tx('reports.dateTo')}
          type="date"
          value={filter.dateTo}
          min={filter.dateFrom || undefined}
          error={dateError}
          onChange={(event) => change({ dateTo: event.target.value })}
        />
        <label className="report-only-rated">
          <input
            type="checkbox"
            checked={filter.onlyRated}
            onChange={(event) => change({ onlyRated: event.target.checked })}
          />{' '}
          {tx('reports.onlyRated')}
        </label>
      </div>
      <div className="report-contact">
        <ContactPicker
          chosen={filter.contact ? [filter.contact] : []}
          multiple={false}
          onToggle={(contact) => change({ contact: filter.contact?.id === contact.id ? undefined : contact })}
        />
      </div>
      <div className="report-filters-row">
        <CheckList
          legend={tx('reports.statuses')}
          options={reportStatuses.map((status) => ({ value: status, label: tx(`status.${status}`) }))}
          chosen={filter.statuses}
          onChange={(statuses) => change({ statuses })}
        />
        <CheckList
          legend={tx('reports.connections')}
          options={byName(connections)}
          chosen={filter.connectionIds}
          onChange={(connectionIds) => change({ connectionIds })}
        />
        <CheckList
          legend={tx('reports.users')}
          options={byName(users)}
          chosen={filter.userIds}
          onChange={(userIds) => change({ userIds })}
        />
        <CheckList
          legend={tx('reports.queues')}
          options={byName(queues)}
          chosen={filter.queueIds}
          onChange={(queueIds) => change({ queueIds })}
        />
      </div>
    </fieldset>
  )
}
