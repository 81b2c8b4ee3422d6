/** The company's users (GET /users/list); `company-{id}-user` events invalidate them. */
export const userKeys = { all: ['users'] as const }
