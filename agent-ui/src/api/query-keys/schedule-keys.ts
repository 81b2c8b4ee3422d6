/** Scheduled messages; `company-{id}-schedule` events invalidate `all`. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  /** A contact's first page of schedules, by send time (the conversation drawer's list). */
  ofContact: (contactId: number) => ['schedules', 'contact', contactId] as const,
}
