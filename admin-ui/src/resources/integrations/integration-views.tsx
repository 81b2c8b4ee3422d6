import {
  Create,
  Edit,
  EditButton,
  FormDataConsumer,
  FunctionField,
  NumberInput,
  type RaRecord,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, searchFilter, useLoadFailure } from '../shared.tsx'
import { DialogflowTestButton } from './dialogflow-test.tsx'
import {
  type IntegrationValues,
  integrationDefaults,
  integrationErrors,
  integrationPayload,
  integrationTypes,
} from './integration-rules.ts'
import { TypeLogo } from './type-logo.tsx'

/** Admins of a plan with integrations (administration.md §6); others are refused as the spec says. */
const access = { admin: true, planFlag: 'useIntegrations' }

const languages = ['pt-BR', 'en', 'es'] as const

/** The fields of one type (§3 "Typebot integration", "Queue integration"). */
function TypeFields({ type }: { type: string | undefined }) {
  const translate = useTranslate()
  if (type === 'dialogflow')
    return (
      <>
        <TextInput source="projectName" isRequired fullWidth />
        <TextInput source="jsonContent" isRequired multiline minRows={4} fullWidth />
        <SelectInput
          source="language"
          isRequired
          choices={languages.map((id) => ({ id, name: translate(`atendo.integrations.languages.${id}`) }))}
        />
        <DialogflowTestButton />
      </>
    )
  if (type === 'n8n' || type === 'webhook')
    return <TextInput source="urlN8N" type="url" isRequired fullWidth />
  if (type === 'typebot')
    return (
      <>
        <TextInput source="urlN8N" type="url" isRequired fullWidth />
        <TextInput source="typebotSlug" isRequired fullWidth />
        <NumberInput source="typebotExpires" min={0} step={1} />
        <NumberInput source="typebotDelayMessage" min={0} step={100} />
        <TextInput source="typebotKeywordFinish" />
        <TextInput source="typebotKeywordRestart" />
        <TextInput source="typebotRestartMessage" multiline fullWidth />
        <TextInput source="typebotUnknownMessage" multiline fullWidth />
      </>
    )
  if (type === 'flowbuilder')
    return (
      <ReferenceInput source="flowId" reference="flowbuilder">
        <SelectInput optionText="name" emptyText={translate('atendo.integrations.none')} fullWidth />
      </ReferenceInput>
    )
  return null
}

/**
 * The integration dialog (administration.md §2, §5): the type, the name and that type's fields;
 * Dialogflow's has a Test button. Every rule is checked by `integrationErrors`.
 */
function IntegrationForm({ creating }: { creating?: boolean }) {
  const translate = useTranslate()
  return (
    <SimpleForm
      defaultValues={creating ? integrationDefaults : undefined}
      validate={(values) => integrationErrors(values as IntegrationValues)}
    >
      <SelectInput
        source="type"
        isRequired
        choices={integrationTypes.map((id) => ({ id, name: translate(`atendo.integrations.types.${id}`) }))}
      />
      <TextInput source="name" isRequired fullWidth />
      <FormDataConsumer>
        {({ formData }) => <TypeFields type={(formData as IntegrationValues).type} />}
      </FormDataConsumer>
    </SimpleForm>
  )
}

const transform = (values: RaRecord) => integrationPayload(values as IntegrationValues)

/** The integrations list: type logo, id, name, search, edit and delete (§2). */
export function IntegrationList() {
  const translate = useTranslate()
  const typeName = (record: RaRecord) =>
    translate(`atendo.integrations.types.${record.type}`, { _: String(record.type) })
  return (
    <RequireAccess access={access}>
      <ResponsiveList
        filters={searchFilter}
        sort={{ field: 'name', order: 'ASC' }}
        queryOptions={useLoadFailure()}
        phone={{
          primaryText: (record: RaRecord) => String(record.name),
          secondaryText: typeName,
          leftAvatar: (record: RaRecord) => <TypeLogo type={String(record.type)} />,
        }}
      >
        <FunctionField
          source="type"
          sortable={false}
          render={(record: RaRecord) => <TypeLogo type={String(record.type)} />}
        />
        <TextField source="id" />
        <TextField source="name" />
        <FunctionField label="resources.queueIntegration.fields.type" sortable={false} render={typeName} />
        <EditButton />
        <ConfirmDelete />
      </ResponsiveList>
    </RequireAccess>
  )
}

export function IntegrationEdit() {
  return (
    <RequireAccess access={access}>
      <Edit mutationMode="pessimistic" transform={transform}>
        <IntegrationForm />
      </Edit>
    </RequireAccess>
  )
}

export function IntegrationCreate() {
  return (
    <RequireAccess access={access}>
      <Create redirect="list" transform={transform}>
        <IntegrationForm creating />
      </Create>
    </RequireAccess>
  )
}
