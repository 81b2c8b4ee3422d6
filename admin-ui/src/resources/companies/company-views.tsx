import {
  BooleanField,
  Create,
  Edit,
  EditButton,
  FunctionField,
  type RaRecord,
  TextField,
  useTranslate,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { CompanyMoment, MomentField } from '../lists/moment-field.tsx'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, searchFilter, useLoadFailure, useSaveFailure } from '../shared.tsx'
import { CompanyForm, companyPayload } from './company-form.tsx'
import { dueDateTone, toneColours } from './due-date-tone.ts'
import { RenewButton } from './renew-button.tsx'

const superOnly = { superOnly: true }

/** Yellow rows 1 to 5 days before the due date, red from the due date on. */
export const companyRowSx = (record: RaRecord) => {
  const tone = dueDateTone(record.dueDate as string | null)
  return { backgroundColor: toneColours[tone] }
}

// Datagrid reads a column's header from the child's own props, so they are declared here too.
function RecurrenceField(_props: { source: string; label: string; sortable: boolean }) {
  const translate = useTranslate()
  return (
    <FunctionField
      source="recurrence"
      sortable={false}
      render={(record: RaRecord) => translate(`atendo.companies.recurrence.${record.recurrence}`)}
    />
  )
}

/** Twelve columns and three row actions fit a 1280 px window with half the usual cell padding. */
const compactCells = { '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1 } }

/** On a phone: the name, the plan and due date, and the same colour by due date. */
const companyRow = {
  primaryText: (record: RaRecord) => String(record.name),
  secondaryText: (record: RaRecord) => String(record.email ?? ''),
  tertiaryText: (record: RaRecord) => (
    <>
      {record.plan?.name}
      {record.plan?.name && record.dueDate ? ' · ' : null}
      {record.dueDate ? <CompanyMoment value={record.dueDate} show="day" /> : null}
    </>
  ),
  actions: () => (
    <>
      <RenewButton />
      <EditButton />
    </>
  ),
}

export function CompanyList() {
  return (
    <RequireAccess access={superOnly}>
      <ResponsiveList
        filters={searchFilter}
        sort={{ field: 'id', order: 'ASC' }}
        queryOptions={useLoadFailure()}
        rowSx={companyRowSx}
        tableSx={compactCells}
        phone={companyRow}
      >
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="plan.name" label="resources.companies.fields.planId" sortable={false} />
        <BooleanField source="status" sortable={false} />
        <MomentField source="dueDate" show="day" />
        <RecurrenceField source="recurrence" label="resources.companies.fields.recurrence" sortable={false} />
        <TextField source="numberAttendants" sortable={false} />
        <TextField source="numberConections" sortable={false} />
        <RenewButton />
        <EditButton />
        <ConfirmDelete />
      </ResponsiveList>
    </RequireAccess>
  )
}

export function CompanyEdit() {
  return (
    <RequireAccess access={superOnly}>
      <Edit mutationMode="pessimistic" transform={companyPayload} mutationOptions={useSaveFailure()}>
        <CompanyForm />
      </Edit>
    </RequireAccess>
  )
}

export function CompanyCreate() {
  return (
    <RequireAccess access={superOnly}>
      <Create redirect="list" transform={companyPayload} mutationOptions={useSaveFailure()}>
        <CompanyForm creating />
      </Create>
    </RequireAccess>
  )
}
