import { BooleanField, Create, Datagrid, DateField, Edit, EditButton, List, TextField } from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { useCreateWithMedia } from '../attachments/use-create-with-media.ts'
import { ConfirmDelete } from '../shared.tsx'
import { ConnectionForm } from './connection-form.tsx'
import { connectionPayload } from './connection-rules.ts'
import { SessionButtons } from './session-buttons.tsx'

/** Admins, and users with allowConnections (administration.md §6). */
const connectionManagers = { admin: true, orSwitch: 'allowConnections' as const }

/** Connections: status and session buttons per row (administration.md "Connections page"). */
export function ConnectionList() {
  return (
    <RequireAccess access={connectionManagers}>
      <List sort={{ field: 'id', order: 'ASC' }} pagination={false} perPage={1000}>
        <Datagrid bulkActionButtons={false}>
          <TextField source="channel" sortable={false} />
          <TextField source="name" sortable={false} />
          <TextField source="number" sortable={false} />
          <TextField source="status" sortable={false} />
          <SessionButtons />
          <DateField source="updatedAt" showTime locales="pt-BR" sortable={false} />
          <BooleanField source="isDefault" sortable={false} />
          <EditButton />
          <ConfirmDelete />
        </Datagrid>
      </List>
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
