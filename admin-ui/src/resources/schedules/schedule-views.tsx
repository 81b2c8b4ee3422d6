import { Datagrid, DateField, List, TextField } from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { ConfirmDelete } from '../shared.tsx'

const needsSchedules = { planFlag: 'useSchedules' }

/** Scheduled messages (GET /api/schedules), as a list; the calendar view is the inbox's. */
export function ScheduleList() {
  return (
    <RequireAccess access={needsSchedules}>
      <List sort={{ field: 'id', order: 'ASC' }}>
        <Datagrid bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="contact.name" sortable={false} />
          <TextField source="body" sortable={false} />
          <DateField source="sendAt" showTime locales="pt-BR" sortable={false} />
          <DateField source="sentAt" showTime locales="pt-BR" sortable={false} />
          <TextField source="status" sortable={false} />
          <ConfirmDelete />
        </Datagrid>
      </List>
    </RequireAccess>
  )
}
