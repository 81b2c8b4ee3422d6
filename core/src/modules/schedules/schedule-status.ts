/** The statuses of a schedule (the product's Portuguese words, as stored and shown). */
export const scheduleStatus = {
  /** Waiting for its time (again, between the sends of a recurrence). */
  pending: 'PENDENTE',
  /** Claimed by a send in progress. */
  sending: 'ENVIANDO',
  /** Every send of the series went out. */
  sent: 'ENVIADA',
  /** The last send failed; `failureReason` says why. */
  failed: 'ERRO',
} as const

export type ScheduleStatus = (typeof scheduleStatus)[keyof typeof scheduleStatus]
