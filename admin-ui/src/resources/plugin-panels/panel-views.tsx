import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  DateInput,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  List,
  NumberField,
  NumberInput,
  required,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  usePermissions,
  useResourceContext,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import type { UiPanel } from '../../api/data-provider.ts'
import type { Permissions } from '../../api/permissions.ts'
import { usePluginLabel } from './panel-labels.ts'

type PanelField = NonNullable<UiPanel['fields']>[number]

/*
 * A plain function, not a component: the Datagrid names its header cells from its direct
 * children's `source` and `label`, which a wrapping component would hide.
 */
function panelColumn(field: PanelField, label: string) {
  const props = { source: field.source, label, sortable: false }
  switch (field.type) {
    case 'number':
      return <NumberField key={field.source} {...props} />
    case 'boolean':
      return <BooleanField key={field.source} {...props} />
    case 'date':
      return <DateField key={field.source} {...props} />
    default:
      // Long texts are cut in the table; the edit page shows them whole.
      return (
        <TextField
          key={field.source}
          {...props}
          sx={{
            display: 'block',
            maxWidth: 360,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        />
      )
  }
}

function PanelInput({ field, first }: { field: PanelField; first: boolean }) {
  const labelOf = usePluginLabel()
  // The first field is the record's name (title): the plugin routes require it.
  const props = {
    source: field.source,
    label: labelOf(field),
    validate: first ? required('atendo.required') : undefined,
  }
  switch (field.type) {
    case 'number':
      return <NumberInput {...props} />
    case 'boolean':
      return <BooleanInput {...props} />
    case 'date':
      return <DateInput {...props} />
    case 'longtext':
      return <TextInput {...props} multiline minRows={3} fullWidth />
    default:
      return <TextInput {...props} fullWidth />
  }
}

function PanelForm({ panel }: { panel: UiPanel }) {
  return (
    <SimpleForm>
      {(panel.fields ?? []).map((field, index) => (
        <PanelInput key={field.source} field={field} first={index === 0} />
      ))}
    </SimpleForm>
  )
}

const accessOf = (panel: UiPanel) => ({
  superOnly: panel.superOnly,
  admin: panel.profile === 'admin',
  planFlag: panel.planFlag,
})

/** The react-admin resource name of a panel: its API path without the leading slash. */
export const panelResource = (panel: UiPanel) => panel.path.replace(/^\/+/, '')

/** The panel behind the current resource, from the panels the server declared for this user. */
function usePanel(): UiPanel | undefined {
  const resource = useResourceContext()
  const { permissions } = usePermissions<Permissions>()
  return permissions?.panels.find((panel) => panelResource(panel) === resource)
}

/*
 * The list, edit and create pages of a plugin's admin panel, built from the fields it declares
 * (plugin-api/ui.ts), so a plugin adds a back-office screen without shipping UI code.
 */

export function PanelList() {
  const panel = usePanel()
  const labelOf = usePluginLabel()
  if (!panel) return null
  return (
    <RequireAccess access={accessOf(panel)}>
      <List
        title={labelOf(panel)}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sort={{ field: 'id', order: 'DESC' }}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          {(panel.fields ?? []).map((field) => panelColumn(field, labelOf(field)))}
          <EditButton />
          <DeleteWithConfirmButton
            confirmTitle="atendo.delete_title"
            confirmContent="atendo.delete_content"
          />
        </Datagrid>
      </List>
    </RequireAccess>
  )
}

export function PanelEdit() {
  const panel = usePanel()
  const labelOf = usePluginLabel()
  if (!panel) return null
  return (
    <RequireAccess access={accessOf(panel)}>
      <Edit title={labelOf(panel)} mutationMode="pessimistic">
        <PanelForm panel={panel} />
      </Edit>
    </RequireAccess>
  )
}

export function PanelCreate() {
  const panel = usePanel()
  const labelOf = usePluginLabel()
  if (!panel) return null
  return (
    <RequireAccess access={accessOf(panel)}>
      <Create title={labelOf(panel)} redirect="list">
        <PanelForm panel={panel} />
      </Create>
    </RequireAccess>
  )
}
