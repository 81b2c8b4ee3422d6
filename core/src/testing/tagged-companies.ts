import { operatorEm } from './operator-em.ts'
import { createCompany } from './test-accounts.ts'
import type { TestApp } from './test-app.ts'

/**
 * Two new companies, A and B, each with one tag ('of A' #111111, 'of B' #222222): what a test of
 * row-level security through the ORM's connections needs to tell one company's rows from the other's.
 */
export async function taggedCompanies(testApp: TestApp): Promise<{ companyA: number; companyB: number }> {
  const companyA = await createCompany(testApp, { name: 'A' })
  const companyB = await createCompany(testApp, { name: 'B' })
  await operatorEm(testApp).execute(
    `insert into tags (company_id, name, color, created_at, updated_at)
     values (?, 'of A', '#111111', now(), now()), (?, 'of B', '#222222', now(), now())`,
    [companyA, companyB],
  )
  return { companyA, companyB }
}
