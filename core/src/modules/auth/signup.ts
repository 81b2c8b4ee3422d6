import { AppError } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { Company } from '../companies/index.ts'
import { Plan } from '../plans/index.ts'
import { GlobalSetting } from '../settings/index.ts'
import { User } from '../users/index.ts'
import type { SignupBodySchema } from './schemas.ts'

/** Days a company created by signup may use the product before its first payment. */
const SIGNUP_TRIAL_DAYS = 3

/**
 * Creates a company on a public plan with its first admin, when the platform allows user
 * creation (global setting `userCreation`).
 */
export async function signup(
  em: Em,
  body: Static<typeof SignupBodySchema>,
  today = new Date(),
): Promise<{ companyId: number; userId: number; dueDate: string }> {
  const userCreation = await em.findOne(GlobalSetting, { key: 'userCreation' })
  if (userCreation?.value !== 'enabled') throw new AppError('ERR_USER_CREATION_DISABLED')
  const plan = await em.findOne(Plan, { id: body.planId, isPublic: true })
  if (!plan)
    throw new AppError('ERR_PLAN_NOT_FOUND', {
      fields: [{ field: 'planId', message: 'is not a public plan' }],
    })
  const email = body.email.toLowerCase()
  if (await em.count(User, { email }, { filters: false })) throw new AppError('ERR_EMAIL_ALREADY_EXISTS')
  if (await em.count(Company, { name: body.companyName.trim() }))
    throw new AppError('ERR_COMPANY_ALREADY_EXISTS')

  const dueDate = new Date(today.getTime() + SIGNUP_TRIAL_DAYS * 86_400_000).toISOString().slice(0, 10)
  const passwordHash = await hashPassword(body.password)
  return em.transactional(async (tx) => {
    const company = tx.create(Company, {
      name: body.companyName.trim(),
      email,
      phone: body.phone,
      plan,
      dueDate,
      recurrence: 'MENSAL',
    })
    await tx.flush()
    const user = tx.create(User, {
      companyId: company.id,
      name: body.name.trim(),
      email,
      passwordHash,
      profile: 'admin',
    })
    await tx.flush()
    return { companyId: company.id, userId: user.id, dueDate }
  })
}
