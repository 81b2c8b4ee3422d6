import { useLocaleState } from 'react-admin'
import type { PluginLabel } from '../../api/data-provider.ts'
import type { Language } from '../../i18n/setting-labels.ts'

/** A panel's or field's text in `locale`, or its plain `label` when the plugin did not translate it. */
export const labelIn = ({ label, labels }: PluginLabel, locale: string): string =>
  labels?.[locale as Language] ?? label

/** `labelIn` for the language the user chose in the back office. */
export function usePluginLabel(): (text: PluginLabel) => string {
  const [locale] = useLocaleState()
  return (text) => labelIn(text, locale)
}
