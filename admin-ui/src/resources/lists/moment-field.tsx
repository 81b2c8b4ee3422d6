import { Typography } from '@mui/material'
import { type RaRecord, useFieldValue } from 'react-admin'
import { type CompanyTime, useCompanyTime } from '../../i18n/company-time.ts'

/** What a field shows of its value: a moment's day, a moment's day and time, or a calendar day. */
export type MomentShape = keyof CompanyTime

/** A date or time value as the company tells it (i18n/company-time.ts). */
export function CompanyMoment({ value, show }: { value: unknown; show: MomentShape }) {
  const time = useCompanyTime()
  return <>{typeof value === 'string' || value instanceof Date ? time[show](value as string) : ''}</>
}

/**
 * A list or show column of a date, in place of react-admin's DateField (which formats in the
 * browser's zone with a fixed locale). `label` and `sortable` are read by the Datagrid's header.
 */
export function MomentField({
  source,
  show = 'dateTime',
}: {
  source: string
  show?: MomentShape
  label?: string
  sortable?: boolean
  record?: RaRecord
}) {
  const value = useFieldValue({ source })
  return (
    <Typography component="span" variant="body2">
      <CompanyMoment value={value} show={show} />
    </Typography>
  )
}
