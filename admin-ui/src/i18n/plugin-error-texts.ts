/** A plugin's error code as GET /api/plugins/ui lists it: its message, and that message translated. */
export interface PluginErrorText {
  message: string
  labels: Partial<Record<string, string>>
}

let known: ReadonlyMap<string, PluginErrorText> = new Map()

/**
 * Keeps the loaded plugins' error codes (GET /api/plugins/ui `errors`), so a refusal with one of
 * them is shown in the user's language like core's codes. Called on each load of the plugins' list.
 */
export function rememberPluginErrors(errors: Readonly<Record<string, PluginErrorText>> | undefined): void {
  known = new Map(Object.entries(errors ?? {}))
}

/** A plugin error code in the locale, its plain message when not translated, or undefined for an unknown code. */
export function pluginErrorText(code: string, locale: string): string | undefined {
  const text = known.get(code)
  if (!text) return undefined
  return text.labels[locale] ?? text.message
}
