import {
  Create,
  Edit,
  EditButton,
  email,
  FunctionField,
  maxLength,
  minLength,
  PasswordInput,
  type RaRecord,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { translatedChoices } from '../../i18n/choice-labels.ts'
import type { AttachmentRules } from '../attachments/attachment-rules.ts'
import { ImageAttachmentInput } from '../attachments/image-attachment-input.tsx'
import { useCreateWithMedia } from '../attachments/use-create-with-media.ts'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, EnabledInput, nameLimits, searchFilter, useLoadFailure } from '../shared.tsx'
import { PluginPermissionInputs } from './plugin-permission-inputs.tsx'

const adminOnly = { admin: true }

/** Per-user switches (inbox.md §6), shown on the Permissions tab before the plugins' permissions. */
export const userSwitches = [
  'allTicket',
  'allowGroup',
  'allHistoric',
  'allUserChat',
  'userClosePendingTicket',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
]

const profileChoices = translatedChoices('profiles', ['admin', 'user'])
const themeChoices = translatedChoices('users.themes', ['light', 'dark'])
const menuChoices = translatedChoices('users.menus', ['open', 'closed'])

/** What POST /users/{id}/media-upload takes as an avatar: raster images up to 5 MB. */
export const avatarRules: AttachmentRules = {
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon', 'image/vnd.microsoft.icon'],
  extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico'],
  typeProblem: 'atendo.attachments.image_types',
  maxBytes: 5 * 1024 * 1024,
}

/** General and Permissions tabs; the page is for admins only, who may edit every field. */
function UserForm({ creating }: { creating?: boolean }) {
  return (
    <TabbedForm
      defaultValues={
        creating
          ? {
              profile: 'user',
              startWork: '00:00',
              endWork: '23:59',
              defaultTheme: 'light',
              defaultMenu: 'open',
            }
          : undefined
      }
    >
      <TabbedForm.Tab label="atendo.users.general">
        {/* The server keeps an avatar until another replaces it: it has no call to remove one. */}
        <ImageAttachmentInput source="profileImage" rules={avatarRules} removable={false} />
        <TextInput
          source="name"
          validate={[
            required('atendo.required'),
            minLength(nameLimits.min, 'atendo.too_short'),
            maxLength(nameLimits.max, 'atendo.too_long'),
          ]}
        />
        <TextInput
          source="email"
          type="email"
          validate={[required('atendo.required'), email('atendo.invalid_email')]}
        />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          validate={creating ? [required('atendo.required'), minLength(5)] : [minLength(5)]}
        />
        <SelectInput source="profile" choices={profileChoices} validate={required('atendo.required')} />
        <ReferenceArrayInput source="queueIds" reference="queues">
          {/* Inside the reference the label would be looked up under queues: it showed "Queue". */}
          <SelectArrayInput optionText="name" label="resources.users.fields.queueIds" />
        </ReferenceArrayInput>
        <ReferenceInput source="whatsappId" reference="connections">
          <SelectInput optionText="name" emptyText="—" />
        </ReferenceInput>
        <TextInput source="startWork" type="time" />
        <TextInput source="endWork" type="time" />
        <TextInput source="farewellMessage" multiline fullWidth />
        <SelectInput source="defaultTheme" choices={themeChoices} />
        <SelectInput source="defaultMenu" choices={menuChoices} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="atendo.users.permissions">
        {userSwitches.map((name) => (
          <EnabledInput key={name} source={name} />
        ))}
        <PluginPermissionInputs />
      </TabbedForm.Tab>
    </TabbedForm>
  )
}

/** Only what the API accepts; an untouched password is not sent. The avatar travels apart (data provider). */
function userPayload(data: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, queues: _q, companyId: _co, online: _o, ...rest } = data
  if (!rest.password) delete rest.password
  return rest
}

// Datagrid names a column from its child's own props, so they are declared here too.
function ProfileField(_props: { source: string }) {
  const translate = useTranslate()
  return (
    <FunctionField
      source="profile"
      render={(record: RaRecord) =>
        translate(`atendo.profiles.${record.profile}`, { _: String(record.profile) })
      }
    />
  )
}

/** On a phone: the name, the e-mail and the profile. */
const userRow = {
  primaryText: (record: RaRecord) => String(record.name),
  secondaryText: (record: RaRecord) => String(record.email),
  tertiaryText: () => <ProfileField source="profile" />,
}

export function UserList() {
  return (
    <RequireAccess access={adminOnly}>
      <ResponsiveList
        filters={searchFilter}
        sort={{ field: 'id', order: 'ASC' }}
        queryOptions={useLoadFailure()}
        phone={userRow}
      >
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="email" />
        <ProfileField source="profile" />
        <EditButton />
        <ConfirmDelete />
      </ResponsiveList>
    </RequireAccess>
  )
}

export function UserEdit() {
  return (
    <RequireAccess access={adminOnly}>
      <Edit mutationMode="pessimistic" transform={userPayload}>
        <UserForm />
      </Edit>
    </RequireAccess>
  )
}

export function UserCreate() {
  return (
    <RequireAccess access={adminOnly}>
      <Create redirect="list" transform={userPayload} mutationOptions={useCreateWithMedia()}>
        <UserForm creating />
      </Create>
    </RequireAccess>
  )
}
