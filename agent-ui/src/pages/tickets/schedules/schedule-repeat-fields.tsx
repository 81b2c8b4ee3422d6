import { Field, SelectField } from '../../../components/field.tsx'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { scheduleTexts } from '../../../i18n/schedule-texts.ts'
import {
  intervalUnits,
  maxInterval,
  maxSends,
  nonBusinessDayRules,
  type ScheduleForm,
} from './schedule-rules.ts'

/** How often a schedule is sent: how many times, every how many units, and on non-business days. */
export function ScheduleRepeatFields({
  form,
  onChange,
  problem,
}: {
  form: ScheduleForm
  onChange(form: ScheduleForm): void
  problem(field: keyof ScheduleForm): string | undefined
}) {
  const t = useFeatureTexts(scheduleTexts)
  return (
    <fieldset className="fieldset">
      <legend>{t('schedule.repeat')}</legend>
      <Field
        label={t('schedule.times')}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxSends}
        value={form.times}
        error={problem('times')}
        onChange={(event) => onChange({ ...form, times: event.target.value })}
      />
      <Field
        label={t('schedule.every')}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxInterval}
        value={form.every}
        error={problem('every')}
        onChange={(event) => onChange({ ...form, every: event.target.value })}
      />
      <SelectField
        label={t('schedule.unit')}
        value={form.unit}
        onChange={(event) => onChange({ ...form, unit: Number(event.target.value) })}
      >
        {intervalUnits.map((unit) => (
          <option key={unit} value={unit}>
            {t(`schedule.unit.${unit}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('schedule.days')}
        value={form.days}
        onChange={(event) => onChange({ ...form, days: Number(event.target.value) })}
      >
        {nonBusinessDayRules.map((rule) => (
          <option key={rule} value={rule}>
            {t(`schedule.days.${rule}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  )
}
