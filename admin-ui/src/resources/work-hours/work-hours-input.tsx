import { Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { useController, useFormContext } from 'react-hook-form'
import { maskTime, timeFields, type WorkHours } from './work-hours.ts'

/** The weekday's name in the interface language (Sunday is 2023-01-01). */
function weekdayName(index: number, locale: string) {
  return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(new Date(Date.UTC(2023, 0, 1 + index)))
}

/** A field error's text: a string (server) or react-admin's `{ message }` (form validation). */
export function errorKey(message: unknown): string | undefined {
  if (typeof message === 'string') return message
  if (message && typeof message === 'object' && 'message' in message) return String(message.message)
  return undefined
}

function TimeCell({ name }: { name: string }) {
  const translate = useTranslate()
  const { field, fieldState } = useController({ name })
  const error = errorKey(fieldState.error?.message)
  return (
    <TextField
      size="small"
      value={field.value ?? ''}
      onChange={(event) => field.onChange(maskTime(event.target.value))}
      onBlur={field.onBlur}
      placeholder="HH:MM"
      error={!!fieldState.error}
      helperText={error ? translate(error, { _: error }) : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': name } }}
      sx={{ width: 110 }}
    />
  )
}

/**
 * A week of working hours (two periods a day) inside a react-admin form, under `source`:
 * seven rows, Sunday first, times typed through the `##:##` mask. An empty period is a day off.
 */
export function WorkHoursInput({ source = 'schedules' }: { source?: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { watch } = useFormContext()
  const week = (watch(source) as WorkHours[] | undefined) ?? []
  return (
    <Table size="small" sx={{ maxWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('atendo.work_hours.weekday')}</TableCell>
          {timeFields.map((key) => (
            <TableCell key={key}>{translate(`atendo.work_hours.${key}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {week.map((day, index) => (
          <TableRow key={day.weekdayEn}>
            <TableCell sx={{ textTransform: 'capitalize' }}>{weekdayName(index, locale)}</TableCell>
            {timeFields.map((key) => (
              <TableCell key={key}>
                <TimeCell name={`${source}.${index}.${key}`} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
