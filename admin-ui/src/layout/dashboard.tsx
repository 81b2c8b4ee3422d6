import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Title, useGetIdentity, useGetList, usePermissions, useTranslate } from 'react-admin'
import { isAdmin, type Permissions } from '../api/permissions.ts'
import { daysUntil, dueDateTone } from '../resources/companies/due-date-tone.ts'
import { useServices } from '../services-context.ts'
import { useWhitelabel } from '../theme/whitelabel.ts'
import { AttendantHome } from './attendant-home.tsx'
import { PayInvoicesAlert } from './payment-notice.tsx'

/** How far a status is from working: connected, waiting for the phone, or down. */
const statusColour = (status: string) =>
  status === 'CONNECTED' ? 'success' : status === 'DISCONNECTED' || status === 'TIMEOUT' ? 'error' : 'warning'

/**
 * The company's subscription: a warning from 5 days before the due date, an error once it passed,
 * both one click from the inbox's invoices (/financeiro), where PAGAR opens the checkout.
 */
function DueDateNotice({ dueDate }: { dueDate: string | null }) {
  const translate = useTranslate()
  const tone = dueDateTone(dueDate)
  if (!dueDate || (tone !== 'overdue' && tone !== 'soon')) return null
  const days = daysUntil(dueDate)
  return (
    <PayInvoicesAlert severity={tone === 'overdue' ? 'error' : 'warning'}>
      {tone === 'overdue'
        ? translate('atendo.home.overdue')
        : translate('atendo.home.due_soon', { smart_count: days, days })}
    </PayInvoicesAlert>
  )
}

/** Each connection with its state, so a connection that dropped is seen first thing. */
function ConnectionsCard() {
  const translate = useTranslate()
  const { data = [], isPending } = useGetList('connections', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  })
  const down = data.filter((connection) => connection.status !== 'CONNECTED').length
  return (
    <Card component="section" aria-label={translate('atendo.home.connections')} sx={{ flex: '1 1 320px' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('atendo.home.connections')}
        </Typography>
        {!isPending && data.length === 0 ? (
          <Typography color="text.secondary">{translate('atendo.home.no_connections')}</Typography>
        ) : null}
        {down > 0 ? (
          <Typography color="error" sx={{ mb: 1 }}>
            {translate('atendo.home.connections_down', { smart_count: down })}
          </Typography>
        ) : null}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((connection) => (
            <Box
              component="li"
              key={connection.id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
            >
              <span>{connection.name}</span>
              <Chip
                size="small"
                color={statusColour(connection.status)}
                label={translate(`atendo.connections.statuses.${connection.status}`, {
                  _: connection.status,
                })}
              />
            </Box>
          ))}
        </Stack>
        <Link href="#/connections" sx={{ display: 'inline-block', mt: 1 }}>
          {translate('atendo.home.open_connections')}
        </Link>
      </CardContent>
    </Card>
  )
}

interface TodayCounters {
  supportPending: number
  supportHappening: number
  supportFinished: number
}

/** Today's tickets, as the inbox's dashboard counts them (GET /api/dashboard?days=1, the company's day). */
function TodayCard() {
  const translate = useTranslate()
  const { http } = useServices()
  const { data, isError } = useQuery({
    queryKey: ['home', 'today'],
    queryFn: async () => (await http('/api/dashboard?days=1')).json.counters as TodayCounters,
  })
  const counters: [keyof TodayCounters, string][] = [
    ['supportPending', 'pending'],
    ['supportHappening', 'happening'],
    ['supportFinished', 'finished'],
  ]
  return (
    <Card component="section" aria-label={translate('atendo.home.today')} sx={{ flex: '1 1 320px' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('atendo.home.today')}
        </Typography>
        {isError ? <Typography color="error">{translate('atendo.home.today_failed')}</Typography> : null}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0 }}>
          {counters.map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt">{translate(`atendo.home.${label}`)}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                {data ? data[key] : '—'}
              </Typography>
            </Box>
          ))}
        </Box>
        <Link href="/tickets" sx={{ display: 'inline-block', mt: 1 }}>
          {translate('atendo.home.open_inbox')}
        </Link>
      </CardContent>
    </Card>
  )
}

/**
 * The back office's start page (issue 23): what an admin checks first — the subscription's due
 * date when it is near or past, each connection's state, and today's tickets. Plain users are told
 * the back office is for administrators and shown the way to their inbox.
 */
export function Dashboard() {
  const translate = useTranslate()
  const { appName } = useWhitelabel()
  const { identity } = useGetIdentity()
  const { permissions } = usePermissions<Permissions>()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  if (permissions && !isAdmin(permissions)) return <AttendantHome />
  const title = translate('atendo.title', { name: appName })
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {/* On a phone "Atendo · Administração" did not fit the app bar ("Atendo · Admini"): there it
          is the page's name in the menu, and the heading below still says whose back office it is. */}
      <Title title={phone ? translate('ra.page.dashboard') : title} />
      <div>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {identity && <Typography sx={{ mt: 1 }}>{identity.fullName}</Typography>}
      </div>
      {permissions && !permissions.super ? <DueDateNotice dueDate={permissions.dueDate} /> : null}
      {permissions ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <ConnectionsCard />
          <TodayCard />
        </Box>
      ) : null}
    </Box>
  )
}
