import {
  BooleanInput,
  DateInput,
  email,
  maxLength,
  minLength,
  NumberInput,
  number,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin'

export const recurrenceChoices = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'].map((id) => ({
  id,
  name: `atendo.companies.recurrence.${id}`,
}))

/** Validation of the company form (administration.md §5). */
export const companyValidation = {
  name: [
    required('atendo.name_required'),
    minLength(2, 'atendo.too_short'),
    maxLength(50, 'atendo.too_long'),
  ],
  email: [required('atendo.required'), email('atendo.invalid_email')],
  planId: [required('atendo.plan_required')],
  count: [number()],
}

/** An empty or invalid due date is sent as null (administration.md §5). */
export function dueDateOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null
  return Number.isNaN(new Date(value).getTime()) ? null : value.slice(0, 10)
}

/** The company form; the first admin's password only when creating. */
export function CompanyForm({ creating }: { creating?: boolean }) {
  return (
    <SimpleForm
      defaultValues={
        creating
          ? { numberAttendants: 1, numberConections: 1, recurrence: 'MENSAL', status: true }
          : undefined
      }
    >
      <TextInput source="name" validate={companyValidation.name} fullWidth />
      <TextInput source="email" type="email" validate={companyValidation.email} fullWidth />
      <TextInput source="phone" />
      <TextInput source="document" />
      <ReferenceInput source="planId" reference="plans" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" validate={companyValidation.planId} />
      </ReferenceInput>
      <BooleanInput source="status" />
      <DateInput source="dueDate" parse={dueDateOrNull} />
      <SelectInput source="recurrence" choices={recurrenceChoices} />
      <NumberInput source="numberAttendants" validate={companyValidation.count} min={0} />
      <NumberInput source="numberConections" validate={companyValidation.count} min={0} />
      <TextInput source="paymentMethod" />
      {creating && <PasswordInput source="passwordDefault" autoComplete="new-password" />}
    </SimpleForm>
  )
}

/** Only what the API accepts: the company's read-only columns and a missing e-mail are left out. */
export function companyPayload(data: Record<string, unknown>) {
  const fields = [
    'name',
    'email',
    'phone',
    'document',
    'planId',
    'status',
    'dueDate',
    'recurrence',
    'paymentMethod',
    'numberAttendants',
    'numberConections',
    'passwordDefault',
  ]
  return Object.fromEntries(
    fields
      .filter((field) => data[field] !== undefined && !(field === 'email' && data[field] === null))
      .map((field) => [field, field === 'dueDate' ? dueDateOrNull(data[field]) : data[field]]),
  )
}
