import { planFlags } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { PluginPermissionValuesSchema } from '../users/index.ts'
/** The logged-in user as the inbox reads it (inbox.md §3 User and §7 Session). */
export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  profile: Type.Union([Type.Literal('admin'), Type.Literal('user')]),
  super: Type.Boolean(),
  companyId: Type.Integer(),
  profileImage: Type.Union([Type.String(), Type.Null()]),
  startWork: Type.String(),
  endWork: Type.String(),
  whatsappId: Type.Union([Type.Integer(), Type.Null()]),
  allTicket: Type.String(),
  allowGroup: Type.String(),
  allHistoric: Type.String(),
  allUserChat: Type.String(),
  userClosePendingTicket: Type.String(),
  showDashboard: Type.String(),
  allowRealTime: Type.String(),
  allowConnections: Type.String(),
  pluginPermissions: PluginPermissionValuesSchema,
  defaultTheme: Type.String(),
  defaultMenu: Type.String(),
  defaultTicketsManagerWidth: Type.Integer(),
  color: Type.Union([Type.String(), Type.Null()]),
  online: Type.Boolean(),
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
    companieSettings: Type.Array(
      Type.Object({ key: Type.String(), value: Type.Union([Type.String(), Type.Null()]) }),
    ),
  }),
})

export const TokenAnswerSchema = Type.Object({ token: Type.String(), user: SessionUserSchema })

export const LoginBodySchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 255 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
})

export const SignupBodySchema = Type.Object({
  companyName: Type.String({ minLength: 2, maxLength: 50 }),
  name: Type.String({ minLength: 2, maxLength: 50 }),
  email: Type.String({ format: 'email', maxLength: 255 }),
  password: Type.String({ minLength: 5, maxLength: 50 }),
  phone: Type.String({ minLength: 8, maxLength: 30, pattern: '^[0-9()+\\- ]+$' }),
  planId: Type.Integer({ minimum: 1 }),
  /** Sent by the inbox's /signup?companyId=... form; ignored (signup always creates a company). */
  companyId: Type.Optional(Type.Union([Type.Integer(), Type.Null(), Type.String()])),
})

export const SignupAnswerSchema = Type.Object({
  companyId: Type.Integer(),
  userId: Type.Integer(),
  dueDate: Type.String(),
})

export const MessageAnswerSchema = Type.Object({ message: Type.String() })

export const ForgetPasswordParamsSchema = Type.Object({ email: Type.String({ format: 'email' }) })

export const ResetPasswordParamsSchema = Type.Object({
  email: Type.String({ format: 'email' }),
  token: Type.String({ minLength: 4, maxLength: 64 }),
  newPassword: Type.String({ minLength: 1, maxLength: 50 }),
})
