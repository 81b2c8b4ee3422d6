import type { Language } from './languages.ts'

/** A plugin's error code as GET /api/plugins/ui lists it: its message, and that message translated. */
export interface PluginErrorText {
  message: string
  labels: Partial<Record<Language, string>>
}

let known: ReadonlyMap<string, PluginErrorText> = new Map()

/**
 * Keeps the loaded plugins' error codes (GET /api/plugins/ui `errors`), so the error toast speaks
 * the user's language for them as for core's codes. Called on each load of the plugins' list.
 */
export function rememberPluginErrors(errors: Readonly<Record<string, PluginErrorText>> | undefined): void {
  known = new Map(Object.entries(errors ?? {}))
}

/** A plugin error code in the user's language, its plain message when not translated, or undefined for an unknown code. */
export function pluginErrorText(code: string, language: Language): string | undefined {
  const text = known.get(code)
  if (!text) return undefined
  return text.labels[language] ?? text.message
}
