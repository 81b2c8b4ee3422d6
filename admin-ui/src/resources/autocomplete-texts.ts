import { useTranslate } from 'react-admin'

/**
 * MUI's pickers name their buttons in English ("Open", "Close", "Clear") whatever the back
 * office's language, and every picker the same: the walk found two "Abrir" on the schedule form.
 * These name each button after its field ("Mostrar opções de Contato"), in the chosen language,
 * for an autocomplete to spread in. `field` is the field's label or its translation key.
 */
export function useAutocompleteTexts(field: string) {
  const translate = useTranslate()
  const name = translate(field, { _: field })
  return {
    openText: translate('atendo.picker.open', { field: name }),
    closeText: translate('atendo.picker.close', { field: name }),
    clearText: translate('atendo.picker.clear', { field: name }),
    noOptionsText: translate('ra.navigation.no_results'),
    loadingText: translate('ra.page.loading'),
  }
}
