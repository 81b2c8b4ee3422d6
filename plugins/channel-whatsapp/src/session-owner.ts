/** Whose session a stored row belongs to: every statement is scoped by both. */
export interface SessionOwner {
  companyId: number
  connectionId: number
}
