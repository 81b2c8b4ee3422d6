import type { CompanyHooks } from '../companies/index.ts'
import { User } from './entities.ts'

/** The users side of creating a company, given to the companies module's routes at composition. */
export const companyUserHooks: CompanyHooks = {
  // Across companies: an e-mail signs in to one account only.
  emailTaken: async (em, email) => (await em.count(User, { email }, { filters: false })) > 0,
  addFirstAdmin(tx, admin) {
    tx.create(User, { ...admin, profile: 'admin' })
  },
}
