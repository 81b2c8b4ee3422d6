import type { Caller } from '@atendo/plugin-api'
import { AppError, userSwitches } from '@atendo/plugin-api'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { brokenUniqueIndex } from '../../kernel/http/unique-conflicts.ts'
import {
  type DeclaredPermission,
  pluginPermissionValues,
} from '../../kernel/plugin-host/declared-permissions.ts'
import { Connection } from '../connections/index.ts'
import { assertPlanRoom } from '../plans/index.ts'
import { ChatbotOption, Queue, UserQueue } from '../queues/index.ts'
import type { EmailProbeGuard } from './email-probes.ts'
import { type IUser, User } from './entities.ts'
import { selfEditableFields, type UserCreate, type UserUpdate } from './schemas.ts'
import type { UserHooks } from './user-hooks.ts'

const isAdmin = (caller: Caller) => caller.profile === 'admin' || caller.super

/**
 * One answer whoever holds the address, this company or another (docs/security.md): the same
 * code, message and field, nothing of the holder.
 */
function emailTaken() {
  return new AppError('ERR_EMAIL_ALREADY_EXISTS', {
    message: 'This e-mail cannot be used for this user',
    fields: [{ field: 'email', message: 'cannot be used' }],
  })
}

/**
 * Runs the write; an address taken in another company (invisible to this company's rows, so
 * caught by the unique index) counts as a refusal too.
 */
async function countingRefusals<T>(probes: EmailProbeGuard | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (brokenUniqueIndex(error) === 'users_email_unique') await probes?.refused()
    throw error
  }
}

/** Queues and the default connection must be the company's: `em` is scoped to it. */
async function assertReferences(em: Em, body: UserUpdate): Promise<void> {
  const queueIds = body.queueIds ?? []
  if (queueIds.length > 0 && (await em.count(Queue, { id: { $in: queueIds } })) !== queueIds.length) {
    throw new AppError('ERR_NOT_FOUND', {
      message: 'A chosen queue does not exist',
      fields: [{ field: 'queueIds', message: 'contains a queue that does not exist' }],
    })
  }
  if (body.whatsappId && !(await em.count(Connection, { id: body.whatsappId }))) {
    throw new AppError('ERR_NO_WAPP_FOUND', { fields: [{ field: 'whatsappId', message: 'does not exist' }] })
  }
}

/** The address is no one else's; a company probing many taken addresses is held (email-probes.ts). */
async function assertEmailFree(
  em: Em,
  email: string,
  exceptUserId?: number,
  probes?: EmailProbeGuard,
): Promise<void> {
  await probes?.assertAllowed()
  const owner = await em.findOne(User, { email }, { filters: false, fields: ['id'] })
  if (owner && owner.id !== exceptUserId) {
    await probes?.refused()
    throw emailTaken()
  }
}

async function replaceQueues(tx: Em, user: IUser, queueIds: number[]): Promise<void> {
  await tx.nativeDelete(UserQueue, { userId: user.id })
  for (const queueId of queueIds)
    tx.create(UserQueue, { userId: user.id, queueId, companyId: user.companyId })
  await tx.flush()
}

function applyFields(user: IUser, body: UserUpdate): void {
  if (body.name !== undefined) user.name = body.name.trim()
  if (body.email !== undefined) user.email = body.email.toLowerCase()
  if (body.profile !== undefined) user.profile = body.profile
  if (body.super !== undefined) user.super = body.super
  if (body.whatsappId !== undefined) user.whatsappId = body.whatsappId
  if (body.startWork !== undefined) user.startWork = body.startWork
  if (body.endWork !== undefined) user.endWork = body.endWork
  if (body.farewellMessage !== undefined) user.farewellMessage = body.farewellMessage
  if (body.defaultTheme !== undefined) user.defaultTheme = body.defaultTheme
  if (body.defaultMenu !== undefined) user.defaultMenu = body.defaultMenu
  if (body.defaultTicketsManagerWidth !== undefined)
    user.defaultTicketsManagerWidth = body.defaultTicketsManagerWidth
  if (body.color !== undefined) user.color = body.color
  for (const name of userSwitches) if (body[name] !== undefined) user[name] = body[name]
  // Permissions left out keep their value, as core's switches do; values of unloaded plugins stay too.
  if (body.pluginPermissions)
    user.pluginPermissions = { ...user.pluginPermissions, ...body.pluginPermissions }
}

/** Creates a user of the caller's company (admin), within the plan's user count. */
export async function createUser(
  em: Em,
  caller: Caller,
  body: UserCreate,
  probes?: EmailProbeGuard,
): Promise<IUser> {
  if (body.super && !caller.super)
    throw new AppError('ERR_NO_PERMISSION', { message: 'Only a super admin may create one' })
  const email = body.email.toLowerCase()
  await assertEmailFree(em, email, undefined, probes)
  await assertReferences(em, body)
  const passwordHash = await hashPassword(body.password)
  return await countingRefusals(probes, () =>
    em.transactional(async (tx) => {
      await assertPlanRoom(tx, caller.companyId, 'users', () =>
        tx.count(User, { companyId: caller.companyId }),
      )
      const user = tx.create(User, {
        companyId: caller.companyId,
        name: body.name.trim(),
        email,
        passwordHash,
      })
      applyFields(user, body)
      await tx.flush()
      await replaceQueues(tx, user, body.queueIds ?? [])
      return user
    }),
  )
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id))

/** Whether the body sets a plugin permission to something else than the user has now. */
function changesPluginPermissions(
  user: IUser,
  wanted: Record<string, boolean>,
  declared: readonly DeclaredPermission[],
): boolean {
  const current = pluginPermissionValues(user.pluginPermissions, declared)
  return Object.entries(wanted).some(([key, value]) => current[key] !== value)
}

/**
 * Which fields of the body the caller may not change on this user (inbox.md §6): a plain user
 * edits only their own name, e-mail, password and preferences (never a switch, core's or a
 * plugin's); only a super admin touches the super flag or a super admin's account. A field sent
 * back unchanged is not a change.
 */
async function forbiddenChanges(
  em: Em,
  caller: Caller,
  user: IUser,
  body: UserUpdate,
  declared: readonly DeclaredPermission[],
): Promise<string[]> {
  const changes = (Object.keys(body) as (keyof UserUpdate)[]).filter((field) => {
    if (body[field] === undefined || field === 'password' || field === 'companyId') return false
    if (field === 'queueIds') return true
    if (field === 'pluginPermissions')
      return changesPluginPermissions(user, body.pluginPermissions!, declared)
    return body[field] !== user[field as keyof IUser]
  })
  if (changes.includes('queueIds')) {
    const current = (await em.find(UserQueue, { userId: user.id })).map((link) => link.queueId)
    if (sameSet(current, body.queueIds!)) changes.splice(changes.indexOf('queueIds'), 1)
  }
  if (!caller.super && changes.includes('super')) return ['super']
  if (isAdmin(caller)) return []
  return changes.filter((field) => !(selfEditableFields as readonly string[]).includes(field))
}

/**
 * Changes a user under the permission rules; answers the saved user. `declared` are the loaded
 * plugins' permissions, whose current values decide whether a plain user's body changes one.
 */
export async function updateUser(
  em: Em,
  caller: Caller,
  userId: number,
  body: UserUpdate,
  declared: readonly DeclaredPermission[],
  probes?: EmailProbeGuard,
): Promise<IUser> {
  const admin = isAdmin(caller)
  if (!admin && userId !== caller.userId) throw new AppError('ERR_NO_PERMISSION')
  const user = await em.findOne(User, { id: userId })
  if (!user) throw new AppError('ERR_NO_USER_FOUND')
  if (user.super && !caller.super) throw new AppError('ERR_NO_PERMISSION')
  const forbidden = await forbiddenChanges(em, caller, user, body, declared)
  if (forbidden.length > 0) {
    throw new AppError('ERR_NO_PERMISSION', {
      message: `Only an admin may change ${forbidden.join(', ')}`,
      fields: forbidden.map((field) => ({ field, message: 'may be changed only by an admin' })),
    })
  }
  // Forms send the e-mail with every save: only a change is checked (and counted).
  if (body.email !== undefined && body.email.toLowerCase() !== user.email)
    await assertEmailFree(em, body.email.toLowerCase(), user.id, probes)
  await assertReferences(em, body)
  const passwordHash = body.password ? await hashPassword(body.password) : undefined
  return await countingRefusals(probes, () =>
    em.transactional(async (tx) => {
      const managed = tx.merge(user)
      applyFields(managed, body)
      if (passwordHash) managed.passwordHash = passwordHash
      await tx.flush()
      if (body.queueIds !== undefined) await replaceQueues(tx, managed, body.queueIds)
      return managed
    }),
  )
}

/**
 * Deletes a user of the caller's company (admin; never yourself) and revokes their sessions in
 * the same transaction; answers the revoked sessions so their sockets can be ended. Tickets keep
 * their history without an owner (tickets.user_id is set null by its foreign key), and chatbot
 * options that sent customers to this user stop doing so.
 */
export async function deleteUser(
  em: Em,
  caller: Caller,
  userId: number,
  revokeUserSessions: UserHooks['revokeUserSessions'],
): Promise<{ user: IUser; sessions: { id: string; companyId: number }[] }> {
  if (userId === caller.userId) {
    throw new AppError('ERR_NO_PERMISSION', { message: 'You cannot delete your own user' })
  }
  const user = await em.findOne(User, { id: userId })
  if (!user) throw new AppError('ERR_NO_USER_FOUND')
  if (user.super && !caller.super) throw new AppError('ERR_NO_PERMISSION')
  const sessions = await em.transactional(async (tx) => {
    const revoked = await revokeUserSessions(tx, user.id, 'user-deleted')
    await tx.nativeUpdate(
      ChatbotOption,
      { companyId: user.companyId, optUserId: user.id },
      { optUserId: null },
    )
    await tx.nativeDelete(User, { id: user.id })
    return revoked
  })
  return { user, sessions }
}
