import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { SessionUserSchema } from '../users/index.ts'

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
  planId: idSchema(),
  /** Sent by the inbox's /signup?companyId=... form; ignored (signup always creates a company). */
  companyId: Type.Optional(Type.Union([idSchema(), Type.Null(), Type.String({ maxLength: 20 })])),
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
