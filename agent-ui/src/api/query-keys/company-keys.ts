/** A company's own record (GET /companies/{id}), read by its admins. */
export const companyKeys = { one: (companyId: number) => ['companies', companyId] as const }
