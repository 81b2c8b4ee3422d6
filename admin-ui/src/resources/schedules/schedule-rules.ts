/** A schedule body is at least 5 characters that are not blanks (the server's rule, same text). */
export function scheduleBodyProblem(body: unknown): string | undefined {
  return typeof body === 'string' && body.trim().length >= 5 ? undefined : 'Mensagem muito curta'
}

/** The repeat unit (`intervalo`): 1 days, 2 weeks, 3 months, 4 minutes (inbox.md §9). */
export const repeatUnits = [1, 2, 3, 4] as const

/** What happens on a non-business day (`tipoDias`): 4 send normally, 5 a business day before, 6 after. */
export const nonBusinessDayRules = [4, 5, 6] as const

/** The ticket a sent schedule leaves (`statusTicket`). */
export const ticketStatuses = ['closed', 'open'] as const

/** The limits POST/PUT /schedules take for the repeat numbers (core schedules/schemas.ts). */
export const repeatLimits = {
  valorIntervalo: { min: 0, max: 10_000 },
  enviarQuantasVezes: { min: 1, max: 1_000 },
} as const

/** The defaults of inbox.md §9 the server also applies on create; sendAt is an hour from `now`. */
export function scheduleDefaults(now: Date = new Date()) {
  const sendAt = new Date(now.getTime() + 60 * 60 * 1000)
  sendAt.setSeconds(0, 0)
  return {
    sendAt: sendAt.toISOString(),
    openTicket: 'enabled',
    statusTicket: 'closed',
    intervalo: 1,
    valorIntervalo: 0,
    enviarQuantasVezes: 1,
    tipoDias: 4,
    assinar: false,
  }
}

/** A whole number, or the translation key saying it must be one (empty is left to `required`). */
export function wholeNumberProblem(value: unknown): string | undefined {
  if (value === '' || value == null) return undefined
  return Number.isInteger(Number(value)) ? undefined : 'atendo.schedules.whole_number'
}

const blank = (value: unknown) => value === undefined || value === null || value === ''
const idOrNull = (value: unknown) => (blank(value) ? null : Number(value))
const numberOr = (value: unknown, fallback: number) => (blank(value) ? fallback : Number(value))

/**
 * What the dialog sends: exactly the fields POST and PUT /schedules accept (core schedules/schemas.ts),
 * the defaults of inbox.md §9 for any left unset, null for a reference left empty, and the image
 * field for the data provider, which uploads or removes it apart from the record.
 */
export function schedulePayload(data: Record<string, unknown>) {
  const defaults = scheduleDefaults()
  return {
    body: data.body,
    contactId: data.contactId,
    sendAt: data.sendAt,
    openTicket: data.openTicket === 'disabled' ? 'disabled' : 'enabled',
    statusTicket: data.statusTicket === 'open' ? 'open' : 'closed',
    ticketUserId: idOrNull(data.ticketUserId),
    queueId: idOrNull(data.queueId),
    whatsappId: idOrNull(data.whatsappId),
    intervalo: numberOr(data.intervalo, defaults.intervalo),
    valorIntervalo: numberOr(data.valorIntervalo, defaults.valorIntervalo),
    enviarQuantasVezes: numberOr(data.enviarQuantasVezes, defaults.enviarQuantasVezes),
    tipoDias: numberOr(data.tipoDias, defaults.tipoDias),
    assinar: data.assinar === true,
    mediaPath: data.mediaPath,
  }
}
