import type { QueueChip } from '../../../api/models.ts'
import { SelectField } from '../../../components/field.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'

/** The required queue choice of the accept, transfer and new-ticket dialogs. */
export function QueueSelect({
  queues,
  value,
  onChange,
  showError,
}: {
  queues: readonly QueueChip[]
  value: number | ''
  onChange(queueId: number | ''): void
  showError: boolean
}) {
  const { t } = useI18n()
  return (
    <SelectField
      label={t('queue.label')}
      value={value}
      required
      error={showError && value === '' ? t('queue.required') : undefined}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
    >
      <option value="">{t('queue.required')}</option>
      {queues.map((queue) => (
        <option key={queue.id} value={queue.id}>
          {queue.name}
        </option>
      ))}
    </SelectField>
  )
}
