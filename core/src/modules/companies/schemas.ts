import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { PlanSchema } from '../plans/index.ts'

const nullableText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()])

const RecurrenceSchema = Type.Union([
  Type.Literal('MENSAL'),
  Type.Literal('BIMESTRAL'),
  Type.Literal('TRIMESTRAL'),
  Type.Literal('SEMESTRAL'),
  Type.Literal('ANUAL'),
])

const CompanyScheduleSchema = Type.Object({
  weekday: Type.String({ maxLength: 30 }),
  weekdayEn: Type.String({ maxLength: 30 }),
  startTimeA: Type.String({ pattern: '^(\\d{2}:\\d{2})?$' }),
  endTimeA: Type.String({ pattern: '^(\\d{2}:\\d{2})?$' }),
  startTimeB: Type.String({ pattern: '^(\\d{2}:\\d{2})?$' }),
  endTimeB: Type.String({ pattern: '^(\\d{2}:\\d{2})?$' }),
})

export const CompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  document: Type.Union([Type.String(), Type.Null()]),
  planId: Type.Integer(),
  plan: PlanSchema,
  status: Type.Boolean(),
  dueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  recurrence: RecurrenceSchema,
  paymentMethod: Type.Union([Type.String(), Type.Null()]),
  numberAttendants: Type.Integer(),
  numberConections: Type.Integer(),
  addressStreet: Type.Union([Type.String(), Type.Null()]),
  addressState: Type.Union([Type.String(), Type.Null()]),
  addressCity: Type.Union([Type.String(), Type.Null()]),
  schedules: Type.Array(CompanyScheduleSchema),
  lastLogin: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

/** The company form (administration.md §5 Company); `dueDate` empty or not a date is stored as null. */
const companyFields = {
  // A name of blanks is no name: at least two characters, one of them not a space.
  name: Type.String({ minLength: 2, maxLength: 50, pattern: '\\S' }),
  email: Type.String({ format: 'email', maxLength: 255 }),
  planId: idSchema(),
  phone: Type.Optional(nullableText(50)),
  document: Type.Optional(nullableText(50)),
  status: Type.Optional(Type.Boolean()),
  dueDate: Type.Optional(nullableText(40)),
  recurrence: Type.Optional(RecurrenceSchema),
  paymentMethod: Type.Optional(nullableText(50)),
  numberAttendants: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  numberConections: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  addressStreet: Type.Optional(nullableText(200)),
  addressState: Type.Optional(nullableText(100)),
  addressCity: Type.Optional(nullableText(100)),
}

export const CompanyCreateSchema = Type.Object({
  ...companyFields,
  /** When given, the company's first admin is created with the company e-mail and this password. */
  passwordDefault: Type.Optional(Type.String({ minLength: 5, maxLength: 50 })),
})

export const CompanyUpdateSchema = Type.Object({
  name: Type.Optional(companyFields.name),
  email: Type.Optional(companyFields.email),
  planId: Type.Optional(companyFields.planId),
  phone: companyFields.phone,
  document: companyFields.document,
  status: companyFields.status,
  dueDate: companyFields.dueDate,
  recurrence: companyFields.recurrence,
  paymentMethod: companyFields.paymentMethod,
  numberAttendants: companyFields.numberAttendants,
  numberConections: companyFields.numberConections,
  addressStreet: companyFields.addressStreet,
  addressState: companyFields.addressState,
  addressCity: companyFields.addressCity,
})

export const CompanyIdSchema = Type.Object({ id: idSchema() })

export const CompanySchedulesBodySchema = Type.Object({
  schedules: Type.Array(CompanyScheduleSchema, { maxItems: 7 }),
})
