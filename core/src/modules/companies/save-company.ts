import { AppError } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { flushOrConflict, Plan } from '../plans/index.ts'
import type { CompanyHooks } from './company-hooks.ts'
import { dueDateOrNull } from './due-date.ts'
import { Company, type ICompany } from './entities.ts'
import type { CompanyCreateSchema, CompanyUpdateSchema } from './schemas.ts'

type CompanyUpdate = Static<typeof CompanyUpdateSchema>

async function planOf(em: Em, planId: number) {
  const plan = await em.findOne(Plan, { id: planId })
  if (!plan)
    throw new AppError('ERR_PLAN_NOT_FOUND', { fields: [{ field: 'planId', message: 'is not a plan' }] })
  return plan
}

/** Copies the form's fields onto a company; fields left out keep their value. */
async function applyFields(em: Em, company: ICompany, body: CompanyUpdate) {
  if (body.planId !== undefined) company.plan = await planOf(em, body.planId)
  if (body.name !== undefined) company.name = body.name.trim()
  if (body.email !== undefined) company.email = body.email.toLowerCase()
  if (body.dueDate !== undefined) company.dueDate = dueDateOrNull(body.dueDate)
  const plain = [
    'phone',
    'document',
    'status',
    'recurrence',
    'paymentMethod',
    'numberAttendants',
    'numberConections',
    'addressStreet',
    'addressState',
    'addressCity',
  ] as const
  for (const field of plain) {
    if (body[field] !== undefined) Object.assign(company, { [field]: body[field] })
  }
}

/**
 * Creates a company from the super admin's form and, when a default password is given, its first
 * admin (named after the company, logging in with the company e-mail), in one transaction.
 */
export async function createCompany(
  em: Em,
  body: Static<typeof CompanyCreateSchema>,
  users: CompanyHooks,
): Promise<ICompany> {
  const email = body.email.toLowerCase()
  if (body.passwordDefault && (await users.emailTaken(em, email))) {
    throw new AppError('ERR_EMAIL_ALREADY_EXISTS', { fields: [{ field: 'email', message: 'is taken' }] })
  }
  const passwordHash = body.passwordDefault ? await hashPassword(body.passwordDefault) : undefined
  return em.transactional(async (tx) => {
    const company = tx.create(Company, {
      name: body.name.trim(),
      email,
      plan: await planOf(tx, body.planId),
      dueDate: null,
      schedules: [],
    })
    await applyFields(tx, company, body)
    await flushOrConflict(tx)
    if (passwordHash) {
      users.addFirstAdmin(tx, { companyId: company.id, name: body.name.trim(), email, passwordHash })
      await flushOrConflict(tx)
    }
    return company
  })
}

/** Changes a company from the super admin's form. */
export async function updateCompany(em: Em, company: ICompany, body: CompanyUpdate): Promise<ICompany> {
  await applyFields(em, company, body)
  await flushOrConflict(em)
  return company
}
