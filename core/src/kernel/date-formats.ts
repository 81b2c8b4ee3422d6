/**
 * Intl date formats, made once per locale and options and kept: making one costs about 130 µs
 * (time-zone data is loaded for it), using one about 1 µs, and the same few are asked for on
 * every request (the caller's company day) and every inbound message (working hours).
 *
 * @example
 * dateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now) // '2026-11-28'
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    // An unknown time zone throws here, as `new Intl.DateTimeFormat` does, and is not kept.
    format = new Intl.DateTimeFormat(locale, options)
    if (formats.size >= maxFormats) formats.clear()
    formats.set(key, format)
  }
  return format
}

/** Zones × kinds of format in use stay far below this; it only bounds a process that sees every zone. */
const maxFormats = 2000
const formats = new Map<string, Intl.DateTimeFormat>()
