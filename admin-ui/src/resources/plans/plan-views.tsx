import { planFlags } from '@atendo/plugin-api/access'
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  EditButton,
  maxLength,
  minLength,
  NumberField,
  NumberInput,
  type RaRecord,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, searchFilter, useLoadFailure, useSaveFailure } from '../shared.tsx'
import { PlanFeaturesField } from './plan-features-field.tsx'
import { PluginFlagInputs } from './plugin-flag-inputs.tsx'

const superOnly = { superOnly: true }
const nameValidation = [
  required('atendo.name_required'),
  minLength(2, 'atendo.too_short'),
  maxLength(100, 'atendo.too_long'),
]

function PlanForm({ creating }: { creating?: boolean }) {
  return (
    <SimpleForm
      defaultValues={
        creating
          ? {
              amount: 0,
              users: 1,
              connections: 1,
              queues: 1,
              isPublic: true,
              ...Object.fromEntries(planFlags.map((flag) => [flag, true])),
            }
          : undefined
      }
    >
      <TextInput source="name" validate={nameValidation} />
      <NumberInput source="amount" min={0} step={0.01} />
      <NumberInput source="users" min={0} step={1} />
      <NumberInput source="connections" min={0} step={1} />
      <NumberInput source="queues" min={0} step={1} />
      <BooleanInput source="isPublic" />
      {planFlags.map((flag) => (
        <BooleanInput key={flag} source={flag} />
      ))}
      <PluginFlagInputs />
    </SimpleForm>
  )
}

const price = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** On a phone: the name, its price and what it allows. */
const planRow = {
  primaryText: (record: RaRecord) => String(record.name),
  secondaryText: (record: RaRecord) => price.format(Number(record.amount ?? 0)),
  tertiaryText: () => <PlanFeaturesField label="resources.plans.fields.features" sortable={false} />,
}

export function PlanList() {
  return (
    <RequireAccess access={superOnly}>
      <ResponsiveList
        filters={searchFilter}
        sort={{ field: 'id', order: 'ASC' }}
        queryOptions={useLoadFailure()}
        phone={planRow}
      >
        <TextField source="id" />
        <TextField source="name" />
        <NumberField source="amount" locales="pt-BR" options={{ style: 'currency', currency: 'BRL' }} />
        <NumberField source="users" sortable={false} />
        <NumberField source="connections" sortable={false} />
        <NumberField source="queues" sortable={false} />
        <BooleanField source="isPublic" sortable={false} />
        <PlanFeaturesField label="resources.plans.fields.features" sortable={false} />
        <EditButton />
        <ConfirmDelete />
      </ResponsiveList>
    </RequireAccess>
  )
}

export function PlanEdit() {
  return (
    <RequireAccess access={superOnly}>
      <Edit mutationMode="pessimistic" mutationOptions={useSaveFailure()}>
        <PlanForm />
      </Edit>
    </RequireAccess>
  )
}

export function PlanCreate() {
  return (
    <RequireAccess access={superOnly}>
      <Create redirect="list" mutationOptions={useSaveFailure()}>
        <PlanForm creating />
      </Create>
    </RequireAccess>
  )
}
