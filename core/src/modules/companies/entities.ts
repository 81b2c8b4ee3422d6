import { timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'
import { Plan } from '../plans/index.ts'
export const recurrences = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const
export type Recurrence = (typeof recurrences)[number]

/** One weekday of a company's working hours (administration.md §3 Schedule row). */
export interface CompanySchedule {
  weekday: string
  weekdayEn: string
  startTimeA: string
  endTimeA: string
  startTimeB: string
  endTimeB: string
}

export const Company = defineEntity({
  name: 'Company',
  tableName: 'companies',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100).unique(),
    email: p.string().length(255).nullable(),
    phone: p.string().length(50).nullable(),
    document: p.string().length(50).nullable(),
    plan: () => p.manyToOne(Plan).fieldName('plan_id'),
    status: p.boolean().default(true),
    dueDate: p.date().nullable().fieldName('due_date'),
    recurrence: p.enum(recurrences).default('MENSAL'),
    lastLogin: p.datetime().nullable().fieldName('last_login'),
    /** Attendants and connections the company contracted (shown and edited by the super admin). */
    numberAttendants: p.integer().default(1).fieldName('number_attendants'),
    numberConections: p.integer().default(1).fieldName('number_conections'),
    paymentMethod: p.string().length(50).nullable().fieldName('payment_method'),
    addressStreet: p.string().length(200).nullable().fieldName('address_street'),
    addressState: p.string().length(100).nullable().fieldName('address_state'),
    addressCity: p.string().length(100).nullable().fieldName('address_city'),
    /** Working hours per weekday, used when the company's schedule type is "company". */
    schedules: p.json<CompanySchedule[]>().onCreate(() => []),
    ...timestampColumns,
  },
})
export type ICompany = InferEntity<typeof Company>
