import { Typography } from '@mui/material'
import { useEffect } from 'react'
import {
  BooleanField,
  Create,
  Edit,
  EditButton,
  FunctionField,
  type RaRecord,
  TextField,
  useGetResourceLabel,
  useLogout,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import type { Permissions } from '../../api/permissions.ts'
import { useCreateWithMedia } from '../attachments/use-create-with-media.ts'
import { ListActions } from '../lists/list-actions.tsx'
import { MomentField } from '../lists/moment-field.tsx'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, useLoadFailure } from '../shared.tsx'
import { ConnectionForm } from './connection-form.tsx'
import { connectionPayload } from './connection-rules.ts'
import { FacebookLoginButtons } from './facebook-login-buttons.tsx'
import { ImportProgress } from './import-progress.tsx'
import { SessionButtons } from './session-buttons.tsx'
import { dueDatePassed } from './session-rules.ts'

/** Admins, and users with allowConnections (administration.md §6). */
const connectionManagers = { admin: true, orSwitch: 'allowConnections' as const }

/** The connections page logs the user out once the company's due date has passed (administration.md §6). */
function LogoutWhenOverdue() {
  const { permissions } = usePermissions<Permissions>()
  const logout = useLogout()
  const notify = useNotify()
  const overdue = permissions !== undefined && !permissions.super && dueDatePassed(permissions.dueDate)
  useEffect(() => {
    if (!overdue) return
    notify('atendo.connections.overdue', { type: 'error' })
    void logout()
  }, [overdue, notify, logout])
  return null
}

// Datagrid names a column from its child's own `label`, so it is declared here too.
function TranslatedField({ source, prefix }: { source: string; prefix: string; sortable?: boolean }) {
  const translate = useTranslate()
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => {
        const value = record[source]
        return value == null ? '' : translate(`${prefix}.${value}`, { _: String(value) })
      }}
    />
  )
}

/** Connections: status, session and import buttons per row (administration.md "Connections page"). */
/** The status, with what to do when it alone says too little ("Sem resposta"). */
function ConnectionStatusField(_props: { source: string; sortable?: boolean }) {
  const record = useRecordContext<{ status: string }>()
  const translate = useTranslate()
  if (!record) return null
  const help = record.status === 'TIMEOUT' ? translate('atendo.connections.status_help.TIMEOUT') : undefined
  return (
    <span>
      <span>{translate(`atendo.connections.statuses.${record.status}`, { _: record.status })}</span>
      {help ? (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ maxWidth: 260 }}>
          {help}
        </Typography>
      ) : null}
    </span>
  )
}

/** The list's toolbar: social login (Facebook/Instagram) beside "create". */
function ConnectionListActions() {
  return (
    <ListActions>
      <FacebookLoginButtons />
    </ListActions>
  )
}

/** The page's empty notice, inside the list so the toolbar (and its social login) stays above it. */
function NoConnections() {
  const translate = useTranslate()
  const label = useGetResourceLabel()
  return (
    <Typography variant="body1" sx={{ p: 2 }}>
      {translate('ra.page.empty', { name: label('connections', 0) })}
    </Typography>
  )
}

/** On a phone: the name and channel, the status with its session buttons, and edit. */
const connectionRow = {
  primaryText: (record: RaRecord) => String(record.name),
  secondaryText: () => <ConnectionStatusField source="status" />,
  tertiaryText: () => <SessionButtons label="atendo.connections.session" />,
  actions: () => <EditButton />,
}

export function ConnectionList() {
  return (
    <RequireAccess access={connectionManagers}>
      <LogoutWhenOverdue />
      <ImportProgress />
      <ResponsiveList
        sort={{ field: 'id', order: 'ASC' }}
        pagination={false}
        perPage={1000}
        actions={<ConnectionListActions />}
        // The toolbar (with the social login) stays when there is no connection yet.
        empty={false}
        queryOptions={useLoadFailure()}
        exporter={false}
        // A row does not open the connection: its session buttons and their dialogs live in it.
        rowClick={false}
        noRecords={<NoConnections />}
        phone={connectionRow}
      >
        <TranslatedField source="channel" prefix="atendo.channels" sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="number" sortable={false} />
        <ConnectionStatusField source="status" sortable={false} />
        <SessionButtons label="atendo.connections.session" />
        <MomentField source="updatedAt" sortable={false} />
        <BooleanField source="isDefault" sortable={false} />
        <EditButton />
        <ConfirmDelete />
      </ResponsiveList>
    </RequireAccess>
  )
}

export function ConnectionEdit() {
  return (
    <RequireAccess access={connectionManagers}>
      <Edit mutationMode="pessimistic" transform={connectionPayload}>
        <ConnectionForm />
      </Edit>
    </RequireAccess>
  )
}

export function ConnectionCreate() {
  return (
    <RequireAccess access={connectionManagers}>
      <Create redirect="list" transform={connectionPayload} mutationOptions={useCreateWithMedia()}>
        <ConnectionForm creating />
      </Create>
    </RequireAccess>
  )
}
