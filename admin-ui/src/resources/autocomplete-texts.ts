import { useTranslate } from 'react-admin'

/**
 * MUI's pickers name their buttons in English ("Open", "Close", "Clear") whatever the back
 * office's language: the walk (scripts/walk-screens.ts) found "Open" on the Portuguese schedule
 * form. These are the same names in the chosen language, for every autocomplete to spread in.
 */
export function useAutocompleteTexts() {
  const translate = useTranslate()
  return {
    openText: translate('ra.action.open'),
    closeText: translate('ra.action.close'),
    clearText: translate('ra.action.clear_input_value'),
    noOptionsText: translate('ra.navigation.no_results'),
    loadingText: translate('ra.page.loading'),
  }
}
