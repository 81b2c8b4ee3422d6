import { randomBytes } from 'node:crypto'
import { PLATFORM_COMPANY_ID } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { hashPassword } from '../kernel/auth/passwords.ts'
import type { Em } from '../kernel/db/orm.ts'
import { Company } from './companies/index.ts'
import { Plan } from './plans/index.ts'
import { GlobalSetting, globalSettingDefaults } from './settings/index.ts'
import { User } from './users/index.ts'
/** The due date that stands for "never expires" (company 1). */
export const NEVER_EXPIRES = '2999-12-31'

/**
 * On an empty database: the default plan, company 1 (never expires), the super admin and the
 * global settings. Runs under an advisory lock so two nodes starting together seed once.
 */
export async function seedFirstStart(
  em: Em,
  admin: { email: string; password?: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await em.transactional(async (tx) => {
    await tx
      .getConnection()
      .execute('select pg_advisory_xact_lock(7262001)', [], 'all', tx.getTransactionContext())
    if ((await tx.count(Company, {})) > 0) return
    const plan = tx.create(Plan, { name: 'Plano 1', amount: 0, users: 10, connections: 10, queues: 10 })
    tx.create(Company, {
      id: PLATFORM_COMPANY_ID,
      name: 'Empresa 1',
      plan,
      dueDate: NEVER_EXPIRES,
      recurrence: 'MENSAL',
    })
    // Users carry a plain company id, so the company row must exist before they are inserted.
    await tx.flush()
    const password = admin.password ?? randomBytes(12).toString('base64url')
    tx.create(User, {
      companyId: PLATFORM_COMPANY_ID,
      name: 'Admin',
      email: admin.email.toLowerCase(),
      passwordHash: await hashPassword(password),
      profile: 'admin',
      super: true,
      allTicket: 'enabled',
      allowGroup: 'enabled',
      allHistoric: 'enabled',
      allUserChat: 'enabled',
      userClosePendingTicket: 'enabled',
      showDashboard: 'enabled',
      allowRealTime: 'enabled',
      allowConnections: 'enabled',
    })
    for (const [key, value] of Object.entries(globalSettingDefaults)) tx.create(GlobalSetting, { key, value })
    await tx.flush()
    // The serial sequence must move past the explicit id 1.
    await tx
      .getConnection()
      .execute(
        `select setval('companies_id_seq', (select max(id) from companies))`,
        [],
        'all',
        tx.getTransactionContext(),
      )
    if (!admin.password) {
      // Printed once, on the console, because no one else knows it yet.
      process.stdout.write(
        `\n  Atendo first start: super admin ${admin.email} with generated password ${password}\n  Change it after logging in.\n\n`,
      )
    }
    log.info({ email: admin.email }, 'first start: created company 1, default plan and super admin')
  })
}
