import type { Em } from '../../kernel/db/orm.ts'
import { Company } from './entities.ts'

/** The ids of every company, for platform-wide live events. `em` must see every company (platformEm). */
export async function listCompanyIds(em: Em): Promise<number[]> {
  const companies = await em.find(Company, {}, { fields: ['id'], orderBy: { id: 'asc' } })
  return companies.map((company) => company.id)
}
