import { idSchema, ListQuerySchema, planFlags, profiles, userSwitches } from '@atendo/plugin-api'
import { type Static, type TSchema, Type } from 'typebox'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const toggle = Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])
const hhmm = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' })
/** The per-user switches (inbox.md §6), each 'enabled' or 'disabled'. */
const switchFields = {
  allTicket: Type.Optional(toggle),
  allowGroup: Type.Optional(toggle),
  allHistoric: Type.Optional(toggle),
  allUserChat: Type.Optional(toggle),
  userClosePendingTicket: Type.Optional(toggle),
  showDashboard: Type.Optional(toggle),
  allowRealTime: Type.Optional(toggle),
  allowConnections: Type.Optional(toggle),
} satisfies Record<(typeof userSwitches)[number], unknown>

/** The user form (inbox.md §5): every field, as an admin sends it. */
const userFields = {
  name: Type.String({ minLength: 2, maxLength: 50 }),
  email: Type.String({ format: 'email', maxLength: 255 }),
  password: Type.String({ minLength: 5, maxLength: 50 }),
  profile: Type.Optional(Type.Union(profiles.map((profile) => Type.Literal(profile)))),
  super: Type.Optional(Type.Boolean()),
  queueIds: Type.Optional(Type.Array(idSchema(), { maxItems: 500, uniqueItems: true })),
  whatsappId: Type.Optional(nullable(idSchema())),
  startWork: Type.Optional(hhmm),
  endWork: Type.Optional(hhmm),
  farewellMessage: Type.Optional(nullable(Type.String({ maxLength: 5000 }))),
  defaultTheme: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark')])),
  defaultMenu: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
  defaultTicketsManagerWidth: Type.Optional(Type.Integer({ minimum: 200, maximum: 5000 })),
  color: Type.Optional(nullable(Type.String({ pattern: '^#[0-9A-Fa-f]{3,8}$' }))),
  ...switchFields,
  /**
   * The loaded plugins' permissions to change, by key; those left out keep their value. The routes
   * narrow the keys to those declared (see `pluginPermissionsBodySchema`).
   */
  pluginPermissions: Type.Optional(Type.Record(Type.String(), Type.Boolean())),
  /** Sent by the inbox's form; a user always belongs to the caller's company. */
  companyId: Type.Optional(nullable(idSchema())),
}

export const UserCreateSchema = Type.Object(userFields)
export const UserUpdateSchema = Type.Object({
  ...userFields,
  name: Type.Optional(userFields.name),
  email: Type.Optional(userFields.email),
  // The edit form sends an empty password when it is not being changed.
  password: Type.Optional(Type.Union([userFields.password, Type.Literal('')])),
})
export type UserCreate = Static<typeof UserCreateSchema>
export type UserUpdate = Static<typeof UserUpdateSchema>

/** The fields a plain user may change on their own account; the rest are the admin's. */
export const selfEditableFields = [
  'name',
  'email',
  'password',
  'defaultTheme',
  'defaultMenu',
  'defaultTicketsManagerWidth',
  'farewellMessage',
  'companyId',
] as const

/** The user form's texts (inbox.md §5). */
export const userFormMessages = {
  name: { minLength: 'Too Short!', maxLength: 'Too Long!' },
  password: { minLength: 'Too Short!', maxLength: 'Too Long!' },
  email: { format: 'Invalid email' },
}

/** A user's values of the loaded plugins' permissions, as the users API and the session answer them. */
export const PluginPermissionValuesSchema = Type.Record(Type.String(), Type.Boolean(), {
  description:
    'Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them)',
})

const QueueRefSchema = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() })

export const UserSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  profile: Type.String(),
  super: Type.Boolean(),
  /** A signed URL to the avatar, or null. */
  profileImage: nullable(Type.String()),
  startWork: Type.String(),
  endWork: Type.String(),
  farewellMessage: nullable(Type.String()),
  whatsappId: nullable(Type.Integer()),
  ...Object.fromEntries(userSwitches.map((name) => [name, Type.String()])),
  pluginPermissions: PluginPermissionValuesSchema,
  defaultTheme: Type.String(),
  defaultMenu: Type.String(),
  defaultTicketsManagerWidth: Type.Integer(),
  color: nullable(Type.String()),
  online: Type.Boolean(),
  lastSeenAt: nullable(Type.String()),
  queues: Type.Array(QueueRefSchema),
  queueIds: Type.Array(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})

const CompanySettingRowSchema = Type.Object({
  key: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
})

/**
 * The logged-in user as the inbox reads it (inbox.md §3 User and §7 Session), the same in the
 * answers of login, refresh, /auth/me and GET /users/{id}: the user with their queues, the
 * company with its due date, plan flags and settings, and the profile's static permissions.
 */
export const SessionUserSchema = Type.Object({
  ...UserSchema.properties,
  profile: Type.Union([Type.Literal('admin'), Type.Literal('user')]),
  /** inbox.md §6 static permissions of the profile (an admin's; none for a plain user). */
  permissions: Type.Array(Type.String()),
  company: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    dueDate: Type.Union([Type.String(), Type.Null()]),
    plan: Type.Object(
      Object.fromEntries([
        ['id', Type.Integer()],
        ['name', Type.String()],
        ...planFlags.map((flag) => [flag, Type.Boolean()]),
      ]),
    ),
    /** The company options (administration.md §3) as key/value rows. */
    companieSettings: Type.Array(CompanySettingRowSchema),
    /** The same rows, under the name older Whaticket SaaS clients read. */
    settings: Type.Array(CompanySettingRowSchema),
  }),
})

export const UserPickSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  profile: Type.String(),
  online: Type.Boolean(),
})

export const UserListQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  /** Super admins may list another company's users; ignored for everyone else. */
  companyId: Type.Optional(idSchema()),
})

export const UserIdParamsSchema = Type.Object({ id: idSchema() })

/** A per-user permission a loaded plugin declares, as the user form lists it beside core's switches. */
export const PluginPermissionSchema = Type.Object({
  key: Type.String(),
  pluginId: Type.String(),
  default: Type.Boolean(),
  label: Type.String(),
  labels: Type.Optional(
    Type.Partial(Type.Object({ pt: Type.String(), en: Type.String(), es: Type.String(), tr: Type.String() })),
  ),
})
