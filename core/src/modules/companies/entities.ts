import { defineEntity, type InferEntity, p } from '@mikro-orm/core'
import { timestampColumns } from '../../kernel/db/columns.ts'
import { Plan } from '../plans/entities.ts'

export const recurrences = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const
export type Recurrence = (typeof recurrences)[number]

/** Company 1 is the platform owner's company and never expires. */
export const PLATFORM_COMPANY_ID = 1

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
    ...timestampColumns,
  },
})
export type ICompany = InferEntity<typeof Company>
