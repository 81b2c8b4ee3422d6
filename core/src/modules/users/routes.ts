import { AppError, idSchema, listAnswerSchema, multipartFile, pageOf, sendPage } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { companyEm } from '../../kernel/db/orm.ts'
import { formMessages } from '../../kernel/http/form-messages.ts'
import { pluginPermissionsBodySchema } from '../../kernel/plugin-host/declared-permissions.ts'
import { readImageUpload } from '../../kernel/storage/image-upload.ts'
import { emailProbes } from './email-probes.ts'
import { User } from './entities.ts'
import { createUser, deleteUser, updateUser } from './save-user.ts'
import {
  PluginPermissionSchema,
  SessionUserSchema,
  UserCreateSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserPickSchema,
  UserSchema,
  UserUpdateSchema,
  userFormMessages,
} from './schemas.ts'
import { sessionUserOf } from './session-user.ts'
import { emitUserChange } from './user-events.ts'
import type { UserHooks } from './user-hooks.ts'
import { loadUserView, loadUserViews } from './user-view.ts'

const tags = ['users']
const adminOnly = { access: { profile: 'admin' as const } }
const userForm = formMessages(userFormMessages)

/** Largest avatar accepted. */
const MAX_AVATAR_BYTES = 5 * 1024 * 1024

/** The message the browser of a deleted user shows when its socket is closed. */
const USER_DELETED_MESSAGE = 'Seu usuário foi removido.'

/** Users of a company (inbox.md §7 Users and settings). */
export const userRoutes: FastifyPluginAsyncTypebox<UserHooks> = async (fastify, hooks) => {
  const { realtime, storage, orm } = fastify.kernel
  const declaredPermissions = fastify.kernel.contributions.permissions
  const viewContext = { storage, permissions: declaredPermissions }
  const probesOf = emailProbes(orm, fastify.kernel.clock)
  // The loaded plugins' permissions are known only now, so the bodies list exactly those and refuse others.
  const pluginPermissions = Type.Optional(pluginPermissionsBodySchema(declaredPermissions))
  const UserCreateBody = Type.Object({ ...UserCreateSchema.properties, pluginPermissions })
  const UserUpdateBody = Type.Object({ ...UserUpdateSchema.properties, pluginPermissions })

  // The inbox calls `/users/`; the router ignores trailing slashes, so `/users` answers the same.
  fastify.get(
    '/users',
    {
      schema: {
        tags,
        summary:
          "The company's users, paged; searchParam matches name or e-mail (or react-admin range/sort/filter)",
        querystring: UserListQuerySchema,
        response: { 200: listAnswerSchema('users', UserSchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, {
        pageSize: 20,
        sortable: ['id', 'name', 'email', 'profile', 'createdAt'],
      })
      const search = page.search?.trim()
      const where = search
        ? { $or: [{ name: { $ilike: `%${search}%` } }, { email: { $ilike: `%${search}%` } }] }
        : {}
      const [users, total] = await request.em.findAndCount(User, where, {
        orderBy: page.orderBy ? { [page.orderBy.field]: page.orderBy.direction } : { name: 'asc', id: 'asc' },
        offset: page.offset,
        limit: page.limit,
      })
      return sendPage(reply, page, 'users', await loadUserViews(request.em, viewContext, users), total)
    },
  )

  fastify.get(
    '/users/list',
    {
      schema: {
        tags,
        summary: 'Every user of the company (id and name, for pickers); super admins may name a companyId',
        querystring: Type.Object({ companyId: Type.Optional(idSchema()) }),
        response: { 200: Type.Array(UserPickSchema) },
      },
    },
    async (request) => {
      const { caller } = request
      const companyId = caller.super && request.query.companyId ? request.query.companyId : caller.companyId
      const em = companyId === caller.companyId ? request.em : companyEm(orm, companyId)
      const users = await em.find(User, {}, { orderBy: { name: 'asc', id: 'asc' } })
      return users.map((user) => ({
        id: user.id,
        name: user.name,
        profile: user.profile,
        online: user.online,
      }))
    },
  )

  fastify.get(
    '/users/plugin-permissions',
    {
      config: adminOnly,
      schema: {
        tags,
        summary:
          "The per-user permissions the loaded plugins declare, to show beside core's switches on the user form (admin)",
        response: { 200: Type.Array(PluginPermissionSchema) },
      },
    },
    async () => declaredPermissions,
  )

  fastify.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One user in the session user shape: queues, company, permissions',
        params: UserIdParamsSchema,
        response: { 200: SessionUserSchema },
      },
    },
    async (request) => {
      const user = await request.em.findOne(User, { id: request.params.id })
      if (!user) throw new AppError('ERR_NO_USER_FOUND')
      return sessionUserOf(request.em, viewContext, user)
    },
  )

  fastify.post(
    '/users',
    {
      config: adminOnly,
      schemaErrorFormatter: userForm,
      schema: {
        tags,
        summary: 'Create a user (admin), within the plan',
        body: UserCreateBody,
        response: { 201: UserSchema },
      },
    },
    async (request, reply) => {
      const user = await createUser(
        request.em,
        request.caller,
        request.body,
        probesOf(request.caller.companyId),
      )
      const view = await loadUserView(request.em, viewContext, user)
      emitUserChange(realtime, user.companyId, { action: 'create', user: view })
      return reply.status(201).send(view)
    },
  )

  fastify.put(
    '/users/:id',
    {
      schemaErrorFormatter: userForm,
      schema: {
        tags,
        summary:
          'Change a user; a plain user may change only their own name, e-mail, password and preferences',
        params: UserIdParamsSchema,
        body: UserUpdateBody,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const user = await updateUser(
        request.em,
        request.caller,
        request.params.id,
        request.body,
        declaredPermissions,
        probesOf(request.caller.companyId),
      )
      const view = await loadUserView(request.em, viewContext, user)
      emitUserChange(realtime, user.companyId, { action: 'update', user: view })
      // Their open inboxes hear from now on the tickets their new queues and switches allow.
      await hooks
        .regroupUserSockets(realtime, request.em, user)
        .catch((error) =>
          request.log.warn(
            { err: error, userId: user.id },
            'moving the user’s sockets to their new rooms failed',
          ),
        )
      return view
    },
  )

  fastify.delete(
    '/users/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Delete a user (admin; not yourself); their sessions end at once',
        params: UserIdParamsSchema,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { user, sessions } = await deleteUser(
        request.em,
        request.caller,
        request.params.id,
        hooks.revokeUserSessions,
      )
      for (const session of sessions) {
        await realtime.endSession(session.companyId, session.id, USER_DELETED_MESSAGE, 'user-deleted')
      }
      if (user.profileImage && storage.companyOf(user.profileImage) !== undefined) {
        await storage.remove(user.profileImage)
      }
      emitUserChange(realtime, user.companyId, { action: 'delete', userId: user.id })
      return { message: 'User deleted' }
    },
  )

  fastify.post(
    '/users/:id/media-upload',
    {
      schema: {
        tags,
        summary: 'Upload an avatar (multipart userId, typeArch, profileImage); your own, or any as admin',
        params: UserIdParamsSchema,
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({
          profileImage: multipartFile('the avatar image (the field may also be named file)'),
          userId: Type.Optional(Type.String({ description: 'sent by the inbox; the path names the user' })),
          typeArch: Type.Optional(Type.String({ description: 'sent by the inbox ("user")' })),
        }),
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const { caller, em } = request
      const admin = caller.profile === 'admin' || caller.super
      if (!admin && request.params.id !== caller.userId) throw new AppError('ERR_NO_PERMISSION')
      const user = await em.findOne(User, { id: request.params.id })
      if (!user) throw new AppError('ERR_NO_USER_FOUND')
      if (user.super && !caller.super) throw new AppError('ERR_NO_PERMISSION')
      const upload = await readImageUpload(request, ['profileImage', 'file'], MAX_AVATAR_BYTES)
      const stored = await storage.save(user.companyId, upload.image.content, upload.image)
      const previous = user.profileImage
      user.profileImage = stored.key
      await em.flush()
      if (previous && storage.companyOf(previous) !== undefined) await storage.remove(previous)
      const view = await loadUserView(em, viewContext, user)
      emitUserChange(realtime, user.companyId, { action: 'update', user: view })
      return view
    },
  )
}
