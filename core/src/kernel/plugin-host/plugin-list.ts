/**
 * The PLUGINS setting read as module specifiers. No imports: `npm start` reads it before loading
 * the server (scripts/server-entry.ts), to tell whether the server bundle holds every plugin named.
 */

/** Where a configured name is imported from: a bare id means the first-party `@atendo/plugin-<id>`. */
export function pluginSpecifier(name: string): string {
  return /^[a-z0-9-]+$/.test(name) ? `@atendo/plugin-${name}` : name
}

/** Parses the PLUGINS setting: comma-separated names, blanks ignored. */
export function parsePluginList(value: string): string[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}
