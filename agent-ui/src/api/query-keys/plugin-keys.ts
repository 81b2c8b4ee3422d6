/** What the loaded plugins add to the front ends (GET /plugins/ui), read once per login. */
export const pluginKeys = { ui: ['plugins', 'ui'] as const }
