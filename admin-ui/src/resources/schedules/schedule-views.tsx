import CalendarMonthIcon from '@mui/icons-material/CalendarMonth'
import ViewListIcon from '@mui/icons-material/ViewList'
import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup } from '@mui/material'
import { useEffect, useState } from 'react'
import {
  Confirm,
  Create,
  Edit,
  EditButton,
  List,
  Loading,
  type RaRecord,
  TextField,
  Title,
  TopToolbar,
  useDelete,
  useGetList,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import { RequireAccess } from '../../access/require-access.tsx'
import { useCompanyTimeZone } from '../../i18n/company-time.ts'
import { useCreateWithMedia } from '../attachments/use-create-with-media.ts'
import { AddButton } from '../lists/add-button.tsx'
import { ListActions } from '../lists/list-actions.tsx'
import { CompanyMoment, MomentField } from '../lists/moment-field.tsx'
import { ResponsiveRows } from '../lists/responsive-list.tsx'
import { ConfirmDelete, searchFilter, useLoadFailure } from '../shared.tsx'
import { type CalendarEvent, ScheduleCalendar } from './schedule-calendar.tsx'
import { ScheduleForm } from './schedule-form.tsx'
import { schedulePayload } from './schedule-rules.ts'

const needsSchedules = { planFlag: 'useSchedules' }

/** The most schedules the calendar loads at once (the list route has no date filter). */
export const CALENDAR_LIMIT = 1000

function CalendarView() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [deleting, setDeleting] = useState<CalendarEvent>()
  const [remove, { isPending: removing }] = useDelete()
  const timeZone = useCompanyTimeZone()
  const { data, isPending } = useGetList<CalendarEvent & { id: number }>('schedules', {
    pagination: { page: 1, perPage: CALENDAR_LIMIT },
    sort: { field: 'sendAt', order: 'ASC' },
  })
  if (isPending) return <Loading />
  return (
    <>
      <ScheduleCalendar
        events={data ?? []}
        timeZone={timeZone}
        onEdit={(event) => redirect('edit', 'schedules', event.id)}
        onDelete={setDeleting}
      />
      <Confirm
        isOpen={deleting !== undefined}
        loading={removing}
        title="atendo.delete_title"
        content="atendo.delete_content"
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          remove(
            'schedules',
            { id: deleting!.id, previousData: deleting as never },
            {
              onSuccess: () => notify(translate('atendo.success'), { type: 'success' }),
              onSettled: () => setDeleting(undefined),
            },
          )
        }
      />
    </>
  )
}

/** On a phone: who, when, and what is sent. */
const scheduleRow = {
  primaryText: (record: RaRecord) => String(record.contact?.name ?? ''),
  secondaryText: (record: RaRecord) => <CompanyMoment value={record.sendAt} show="dateTime" />,
  tertiaryText: (record: RaRecord) => String(record.body ?? ''),
}

function ScheduleTable() {
  return (
    <ResponsiveRows phone={scheduleRow}>
      <TextField source="id" />
      <TextField source="contact.name" sortable={false} />
      <TextField source="body" sortable={false} />
      <MomentField source="sendAt" />
      <MomentField source="sentAt" sortable={false} />
      <TextField source="status" />
      {/* Why the last send failed (status ERRO), as the sender recorded it. */}
      <TextField source="failureReason" sortable={false} emptyText="" />
      <EditButton />
      <ConfirmDelete />
    </ResponsiveRows>
  )
}

/** Scheduled messages (administration.md "Schedules"): a calendar by send time, or a table. */
export function ScheduleList() {
  const translate = useTranslate()
  const [searchParams, setSearchParams] = useSearchParams()
  const loadFailure = useLoadFailure()
  const view = searchParams.get('view') === 'list' ? 'list' : 'calendar'
  const redirect = useRedirect()
  const contactId = searchParams.get('contactId')
  // /schedules?contactId=… opens the schedule dialog pre-filled for that contact.
  useEffect(() => {
    if (contactId) redirect(`/schedules/create?contactId=${encodeURIComponent(contactId)}`)
  }, [contactId, redirect])
  const toggle = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: string | null) => next && setSearchParams({ view: next })}
    >
      <ToggleButton value="calendar" aria-label={translate('atendo.calendar.calendar')}>
        <CalendarMonthIcon fontSize="small" sx={{ mr: 0.5 }} />
        {translate('atendo.calendar.calendar')}
      </ToggleButton>
      <ToggleButton value="list" aria-label={translate('atendo.calendar.list')}>
        <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
        {translate('atendo.calendar.list')}
      </ToggleButton>
    </ToggleButtonGroup>
  )
  return (
    <RequireAccess access={needsSchedules}>
      {view === 'calendar' ? (
        // Not a <List>: an empty month is still a calendar, never the "no records" page.
        <Box>
          <Title title={translate('resources.schedules.name', { smart_count: 2 })} />
          <TopToolbar>
            {toggle}
            <AddButton resource="schedules" />
          </TopToolbar>
          <Card>
            <CardContent>
              <CalendarView />
            </CardContent>
          </Card>
        </Box>
      ) : (
        <List
          sort={{ field: 'sendAt', order: 'ASC' }}
          filters={searchFilter}
          // The page's `?view=list` is not a list parameter: kept out of the URL, a search does not drop it.
          disableSyncWithLocation
          storeKey="schedules.table"
          exporter={false}
          queryOptions={loadFailure}
          actions={<ListActions>{toggle}</ListActions>}
        >
          <ScheduleTable />
        </List>
      )}
    </RequireAccess>
  )
}

export function ScheduleEdit() {
  return (
    <RequireAccess access={needsSchedules}>
      <Edit mutationMode="pessimistic" transform={schedulePayload}>
        <ScheduleForm />
      </Edit>
    </RequireAccess>
  )
}

/**
 * `/schedules/create?contactId=…` opens the dialog pre-filled for that contact (administration.md §2).
 * When the schedule is saved but its image refused, the saved schedule opens rather than a second create.
 */
export function ScheduleCreate() {
  const [searchParams] = useSearchParams()
  const contactId = Number(searchParams.get('contactId')) || undefined
  const mutationOptions = useCreateWithMedia()
  return (
    <RequireAccess access={needsSchedules}>
      <Create
        redirect="list"
        transform={schedulePayload}
        mutationOptions={mutationOptions}
        record={contactId ? { contactId } : undefined}
      >
        <ScheduleForm />
      </Create>
    </RequireAccess>
  )
}
