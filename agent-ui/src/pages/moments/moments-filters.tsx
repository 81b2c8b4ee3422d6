import { Field, SelectField } from '../../components/field.tsx'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import type { MomentsKey } from '../../i18n/moments-texts.ts'
import { useReference } from '../tickets/reference-data.ts'
import { type MomentsFilter, momentStatuses } from './use-moments.ts'

interface MomentsFiltersProps {
  filter: MomentsFilter
  onChange(filter: MomentsFilter): void
  /** Shown under the end date when it is before the start date. */
  dateError?: string
  tx: FeatureTranslate<MomentsKey>
}

function toggleId(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id]
}

/** The panel's filters: queues and attendant, and optionally status and the days looked at. */
export function MomentsFilters({ filter, onChange, dateError, tx }: MomentsFiltersProps) {
  const queues = useReference('queues')
  const users = useReference('users')
  const change = (patch: Partial<MomentsFilter>) => onChange({ ...filter, ...patch })
  return (
    <fieldset className="moments-filters">
      <legend className="visually-hidden">{tx('moments.filters')}</legend>
      {queues.length > 0 ? (
        <fieldset className="moments-queues">
          <legend>{tx('tickets.queues')}</legend>
          {queues.map((queue) => (
            <label key={queue.id}>
              <input
                type="checkbox"
                checked={filter.queueIds.includes(queue.id)}
                onChange={() => change({ queueIds: toggleId(filter.queueIds, queue.id) })}
              />{' '}
              {queue.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <SelectField
        label={tx('moments.attendant')}
        value={filter.userId ?? ''}
        onChange={(event) => change({ userId: event.target.value ? Number(event.target.value) : undefined })}
      >
        <option value="">{tx('moments.allAttendants')}</option>
        {users.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={tx('moments.status')}
        value={filter.status ?? ''}
        onChange={(event) => change({ status: (event.target.value || undefined) as MomentsFilter['status'] })}
      >
        <option value="">{tx('moments.allStatuses')}</option>
        {momentStatuses.map((status) => (
          <option key={status} value={status}>
            {tx(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={tx('moments.dateStart')}
        type="date"
        value={filter.dateStart ?? ''}
        max={filter.dateEnd}
        hint={filter.dateStart || filter.dateEnd ? undefined : tx('moments.datesHint')}
        onChange={(event) => change({ dateStart: event.target.value || undefined })}
      />
      <Field
        label={tx('moments.dateEnd')}
        type="date"
        value={filter.dateEnd ?? ''}
        min={filter.dateStart}
        error={dateError}
        onChange={(event) => change({ dateEnd: event.target.value || undefined })}
      />
    </fieldset>
  )
}
