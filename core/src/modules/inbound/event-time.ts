/**
 * When something happened according to the channel: ISO text, or epoch seconds or milliseconds
 * as digits. Times in the future (a skewed phone clock) become `now`, so a message never sorts
 * after the replies it gets; unreadable times fall back to `fallback`.
 */
export function channelTime(timestamp: string | undefined, fallback: Date, now = new Date()): Date {
  let time: Date | undefined
  if (timestamp && /^\d{1,16}$/.test(timestamp)) {
    const value = Number(timestamp)
    time = new Date(value < 1e12 ? value * 1000 : value)
  } else if (timestamp) {
    time = new Date(timestamp)
  }
  if (!time || Number.isNaN(time.getTime())) return fallback
  return time > now ? now : time
}
