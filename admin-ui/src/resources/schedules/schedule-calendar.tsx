import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import { Box, Button, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { defaultTimeZone, localeTags } from '../../i18n/company-time.ts'
import {
  dayKey,
  eventsByDay,
  monthWeeks,
  shiftPeriod,
  weekDays,
  zonedDayKey,
  zonedToday,
} from './calendar-grid.ts'

/** What the calendar needs of a schedule. */
export interface CalendarEvent {
  id: number
  sendAt: string
  status?: string
  sentAt?: string | null
  contact?: { name: string } | null
}

/**
 * A month or week calendar of scheduled messages (administration.md "Schedules"): each event at
 * its send time with the contact's name, an edit and a delete icon. No calendar library: a grid.
 * Days, times and today are the company's (`timeZone`), as everywhere in the back office.
 */
export function ScheduleCalendar({
  events,
  onEdit,
  onDelete,
  timeZone = defaultTimeZone,
  initialDate,
}: {
  events: readonly CalendarEvent[]
  onEdit: (event: CalendarEvent) => void
  onDelete: (event: CalendarEvent) => void
  /** The company's zone (its timeZone option). */
  timeZone?: string
  /** The day first shown; the company's today when absent. */
  initialDate?: Date
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const tag = localeTags[locale] ?? locale
  const [view, setView] = useState<'month' | 'week'>('month')
  const [date, setDate] = useState(() => initialDate ?? zonedToday(timeZone))
  const byDay = useMemo(() => eventsByDay(events, timeZone), [events, timeZone])
  const weeks = view === 'month' ? monthWeeks(date.getFullYear(), date.getMonth()) : [weekDays(date)]
  const today = zonedDayKey(new Date(), timeZone)
  const time = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })
  const title =
    view === 'month'
      ? new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' }).format(date)
      : `${new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit' }).format(weeks[0]![0]!)} – ${new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(weeks[0]![6]!)}`

  return (
    <Box data-testid="schedule-calendar">
      {/* Wraps on a phone: the month/week switch went off the card's edge at 390 px (the walk). */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <IconButton
          aria-label={translate('atendo.calendar.previous')}
          onClick={() => setDate(shiftPeriod(date, view, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Button size="small" onClick={() => setDate(zonedToday(timeZone))}>
          {translate('atendo.calendar.today')}
        </Button>
        <IconButton
          aria-label={translate('atendo.calendar.next')}
          onClick={() => setDate(shiftPeriod(date, view, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
        <Typography
          variant="h6"
          sx={{ flex: '1 1 8rem', '&::first-letter': { textTransform: 'uppercase' } }}
          data-testid="calendar-title"
        >
          {title}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next) => next && setView(next)}>
          <ToggleButton value="month">{translate('atendo.calendar.month')}</ToggleButton>
          <ToggleButton value="week">{translate('atendo.calendar.week')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        role="grid"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          borderTop: 1,
          borderLeft: 1,
          borderColor: 'divider',
        }}
      >
        {weekDays(weeks[0]![0]!).map((day) => (
          <Box
            key={`head-${day.getDay()}`}
            role="columnheader"
            sx={{
              p: 0.5,
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
              textAlign: 'center',
              fontWeight: 600,
              textTransform: 'capitalize',
            }}
          >
            {new Intl.DateTimeFormat(tag, { weekday: 'short' }).format(day)}
          </Box>
        ))}
        {weeks.flat().map((day) => {
          const key = dayKey(day)
          const outside = view === 'month' && day.getMonth() !== date.getMonth()
          return (
            <Box
              key={key}
              role="gridcell"
              data-day={key}
              sx={{
                minHeight: view === 'month' ? 96 : 240,
                p: 0.5,
                borderRight: 1,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: outside ? 'action.hover' : undefined,
              }}
            >
              <Typography
                variant="caption"
                sx={{
                  fontWeight: key === today ? 700 : 400,
                  color: key === today ? 'primary.main' : 'text.secondary',
                }}
              >
                {day.getDate()}
              </Typography>
              {(byDay.get(key) ?? []).map((event) => (
                <Stack
                  key={event.id}
                  direction="row"
                  data-testid="calendar-event"
                  sx={{
                    alignItems: 'center',
                    bgcolor: event.sentAt ? 'action.selected' : 'primary.main',
                    color: event.sentAt ? 'text.primary' : 'primary.contrastText',
                    borderRadius: 1,
                    px: 0.5,
                    mt: 0.25,
                  }}
                >
                  <Typography variant="caption" noWrap sx={{ flex: 1 }} title={event.contact?.name ?? ''}>
                    {time.format(new Date(event.sendAt))} {event.contact?.name ?? '—'}
                  </Typography>
                  <IconButton
                    size="small"
                    color="inherit"
                    aria-label={translate('ra.action.edit')}
                    onClick={() => onEdit(event)}
                  >
                    <EditIcon sx={{ fontSize: 14 }} />
                  </IconButton>
                  <IconButton
                    size="small"
                    color="inherit"
                    aria-label={translate('ra.action.delete')}
                    onClick={() => onDelete(event)}
                  >
                    <DeleteIcon sx={{ fontSize: 14 }} />
                  </IconButton>
                </Stack>
              ))}
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
