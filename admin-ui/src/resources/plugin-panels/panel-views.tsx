import {
  BooleanField,
  BooleanInput,
  Create,
  DateInput,
  Edit,
  EditButton,
  FunctionField,
  ImageField,
  NumberField,
  NumberInput,
  type RaRecord,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  usePermissions,
  useResourceContext,
} from 'react-admin'
import type { PageAccess } from '../../access/page-access.ts'
import { RequireAccess } from '../../access/require-access.tsx'
import {
  type PanelAccessRule,
  type PanelField,
  panelMediaUpload,
  type UiPanel,
} from '../../api/data-provider.ts'
import type { Permissions } from '../../api/permissions.ts'
import { ImageAttachmentInput } from '../attachments/image-attachment-input.tsx'
import { useCreateWithMedia } from '../attachments/use-create-with-media.ts'
import { MomentField } from '../lists/moment-field.tsx'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, useLoadFailure, useSaveFailure } from '../shared.tsx'
import { panelDefaults, panelImageRules } from './panel-fields.ts'
import { usePluginLabel } from './panel-labels.ts'

const ellipsis = {
  display: 'block',
  maxWidth: 360,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const

/*
 * A plain function, not a component: the Datagrid names its header cells from its direct
 * children's `source` and `label`, which a wrapping component would hide.
 */
function panelColumn(field: PanelField, labelOf: (text: { label: string }) => string) {
  const props = { source: field.source, label: labelOf(field), sortable: false }
  switch (field.type) {
    case 'number':
      return <NumberField key={field.source} {...props} />
    case 'boolean':
      return <BooleanField key={field.source} {...props} />
    case 'date':
      return <MomentField key={field.source} {...props} show="date" />
    case 'select':
      return (
        <FunctionField
          key={field.source}
          {...props}
          render={(record: RaRecord) => {
            const choice = field.choices?.find(
              (candidate) => String(candidate.id) === String(record[field.source]),
            )
            return choice ? labelOf(choice) : (record[field.source] ?? '')
          }}
        />
      )
    case 'image':
      return (
        <ImageField
          key={field.source}
          {...props}
          title={field.upload?.nameSource}
          sx={{ '& img': { maxWidth: 72, maxHeight: 48, objectFit: 'contain', m: 0 } }}
        />
      )
    default:
      // Long texts are cut in the table; the edit page shows them whole.
      return <TextField key={field.source} {...props} sx={ellipsis} />
  }
}

function PanelInput({ field, first }: { field: PanelField; first: boolean }) {
  const labelOf = usePluginLabel()
  const label = labelOf(field)
  // The first field is the record's name (title): the plugin routes require it.
  const props = {
    source: field.source,
    label,
    validate: first || field.required ? required('atendo.required') : undefined,
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
    case 'select':
      return (
        <SelectInput
          {...props}
          choices={(field.choices ?? []).map((choice) => ({ id: choice.id, name: labelOf(choice) }))}
          translateChoice={false}
        />
      )
    case 'image':
      return (
        <ImageAttachmentInput
          source={field.source}
          label={label}
          nameSource={field.upload?.nameSource}
          rules={panelImageRules(field.upload)}
        />
      )
    default:
      return <TextInput {...props} fullWidth />
  }
}

function PanelForm({ panel, creating }: { panel: UiPanel; creating?: boolean }) {
  return (
    <SimpleForm defaultValues={creating ? panelDefaults(panel.fields) : undefined}>
      {(panel.fields ?? []).map((field, index) => (
        <PanelInput key={field.source} field={field} first={index === 0} />
      ))}
    </SimpleForm>
  )
}

/** Who may open a panel's pages, from the plugin's declaration. */
export const panelAccess = (panel: PanelAccessRule): PageAccess => ({
  superOnly: panel.superOnly,
  admin: panel.profile === 'admin',
  planFlag: panel.planFlag,
  permission: panel.permission,
})

/** The react-admin resource name of a panel: its API path without the leading slash. */
export const panelResource = (panel: PanelAccessRule) => panel.path.replace(/^\/+/, '')

/** The panel behind the current resource, from the panels the server declared for this user. */
function usePanel(): UiPanel | undefined {
  const resource = useResourceContext()
  const { permissions } = usePermissions<Permissions>()
  return permissions?.panels.find((panel) => panelResource(panel) === resource)
}

/** The mutation `meta` of a panel with an image field: where the data provider sends the image. */
const panelMeta = (panel: UiPanel) => {
  const mediaUpload = (panel.fields ?? []).map(panelMediaUpload).find((upload) => upload !== undefined)
  return mediaUpload ? { mediaUpload } : undefined
}

/*
 * The list, edit and create pages of a plugin's admin panel, built from the fields it declares
 * (plugin-api/ui.ts), so a plugin adds a back-office screen without shipping UI code. A failed
 * save says the specification's text (administration.md §8: companies, plans, help videos).
 */

/** On a phone: the record's first two text fields (its title, then what it says). */
function panelRow(panel: UiPanel) {
  const texts = (panel.fields ?? []).filter((field) => field.type === 'text' || field.type === 'longtext')
  const [title, detail] = texts
  return {
    primaryText: (record: RaRecord) => String(record[title?.source ?? 'id'] ?? ''),
    secondaryText: detail ? (record: RaRecord) => String(record[detail.source] ?? '') : undefined,
  }
}

export function PanelList() {
  const panel = usePanel()
  const labelOf = usePluginLabel()
  const loadFailure = useLoadFailure()
  if (!panel) return null
  return (
    <RequireAccess access={panelAccess(panel)}>
      <ResponsiveList
        title={labelOf(panel)}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sort={{ field: 'id', order: 'DESC' }}
        queryOptions={loadFailure}
        rowClick={panel.readOnly ? false : 'edit'}
        phone={panelRow(panel)}
      >
        <TextField source="id" />
        {(panel.fields ?? []).map((field) => panelColumn(field, labelOf))}
        {panel.readOnly ? null : <EditButton />}
        {panel.readOnly ? null : <ConfirmDelete />}
      </ResponsiveList>
    </RequireAccess>
  )
}

export function PanelEdit() {
  const panel = usePanel()
  const labelOf = usePluginLabel()
  const saveFailure = useSaveFailure()
  if (!panel) return null
  return (
    <RequireAccess access={panelAccess(panel)}>
      <Edit
        title={labelOf(panel)}
        mutationMode="pessimistic"
        mutationOptions={{ meta: panelMeta(panel), ...saveFailure }}
      >
        <PanelForm panel={panel} />
      </Edit>
    </RequireAccess>
  )
}

export function PanelCreate() {
  const panel = usePanel()
  const labelOf = usePluginLabel()
  const saveFailure = useSaveFailure()
  const withMedia = useCreateWithMedia({ otherwise: saveFailure.onError })
  if (!panel) return null
  return (
    <RequireAccess access={panelAccess(panel)}>
      <Create
        title={labelOf(panel)}
        redirect="list"
        mutationOptions={{ meta: panelMeta(panel), onError: withMedia.onError }}
      >
        <PanelForm panel={panel} creating />
      </Create>
    </RequireAccess>
  )
}

/**
 * Every page of a plugin panel this user may not open (GET /api/plugins/ui `refused`): refused as
 * the specification says (a super-only page sends them home after 500 ms with "Sem permissão para
 * acessar!", a plan page after 1 s, an admin page shows the no-permission view), not "not found".
 */
export function RefusedPanel() {
  const resource = useResourceContext()
  const { permissions } = usePermissions<Permissions>()
  const rule = permissions?.refusedPanels.find((panel) => panelResource(panel) === resource)
  if (!rule) return null
  return <RequireAccess access={panelAccess(rule)}>{null}</RequireAccess>
}
