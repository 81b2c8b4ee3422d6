import type { CampaignSettings } from '../settings/campaign-settings.ts'

/** The local weekday (0 Sunday) and minutes since midnight of an instant in a time zone. */
function localClock(
  at: Date,
  timeZone: string,
): { weekday: number; minutes: number; y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'))
  return {
    weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
    y: Number(part('year')),
    m: Number(part('month')),
    d: Number(part('day')),
  }
}

/** How far a zone is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const local = localClock(at, timeZone)
  const asUtc = Date.UTC(local.y, local.m - 1, local.d, Math.floor(local.minutes / 60), local.minutes % 60)
  return asUtc - Math.floor(at.getTime() / 60_000) * 60_000
}

/** The instant a local date and time of a zone is (the offset checked again across DST changes). */
function zonedInstant(y: number, m: number, d: number, minutes: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60)
  const first = guess - zoneOffsetMs(new Date(guess), timeZone)
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone))
}

const minutesOf = (hour: string) => {
  const [h, m] = hour.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

function dayAllowed(weekday: number, settings: Pick<CampaignSettings, 'sabado' | 'domingo'>): boolean {
  if (weekday === 6) return settings.sabado
  if (weekday === 0) return settings.domingo
  return true
}

type WindowSettings = Pick<CampaignSettings, 'startHour' | 'endHour' | 'sabado' | 'domingo'>

/**
 * Whether a campaign may send at an instant: between `startHour` and `endHour` of the company's
 * time zone (a window that ends before it starts runs overnight; equal hours mean all day), on a
 * weekday, or on Saturday and Sunday when `sabado` and `domingo` allow (administration.md §3).
 */
export function maySendAt(at: Date, settings: WindowSettings, timeZone: string): boolean {
  const local = localClock(at, timeZone)
  if (!dayAllowed(local.weekday, settings)) return false
  const start = minutesOf(settings.startHour)
  const end = minutesOf(settings.endHour)
  if (start === end) return true
  if (start < end) return local.minutes >= start && local.minutes < end
  return local.minutes >= start || local.minutes < end
}

/**
 * The first instant from `now` a campaign may send: `now` itself inside the window, else the next
 * opening (`startHour` of the next allowed day). Undefined when no day is allowed (never).
 *
 * @example
 * nextSendableAt(fridayNight, { startHour: '09:00', endHour: '18:00', sabado: false, domingo: false }, 'America/Sao_Paulo')
 * // Monday 09:00 in São Paulo
 */
export function nextSendableAt(now: Date, settings: WindowSettings, timeZone: string): Date | undefined {
  if (maySendAt(now, settings, timeZone)) return now
  const today = localClock(now, timeZone)
  const start = minutesOf(settings.startHour)
  for (let offset = 0; offset <= 8; offset += 1) {
    // Noon UTC of the local date plus `offset` days names the calendar day without DST edges.
    const day = new Date(Date.UTC(today.y, today.m - 1, today.d + offset, 12))
    const candidate = zonedInstant(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      start,
      timeZone,
    )
    if (candidate.getTime() > now.getTime() && maySendAt(candidate, settings, timeZone)) return candidate
  }
  return undefined
}

/**
 * The pause after the `sent`-th message (1-based): `messageInterval` seconds, and `greaterInterval`
 * instead after every `longerIntervalAfter` messages (0 turns the longer pause off).
 *
 * @example
 * pauseAfter(20, { messageInterval: 20, longerIntervalAfter: 20, greaterInterval: 60 }) // 60_000
 */
export function pauseAfter(
  sent: number,
  settings: Pick<CampaignSettings, 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval'>,
): number {
  const longer = settings.longerIntervalAfter > 0 && sent > 0 && sent % settings.longerIntervalAfter === 0
  return (longer ? settings.greaterInterval : settings.messageInterval) * 1000
}
