/** Provider names older clients send ("beta"/"stable" Baileys builds): the channel's provider. */
export const legacyProviderNames = new Set(['beta', 'stable'])

/**
 * The name the family's clients know a provider by: the Baileys provider is their "beta" (the
 * connection default of administration.md §9), which their connection form selects. Writes accept
 * both names (see `chooseProvider`), so a form sending back what it read keeps the provider.
 */
export function providerNameForClients(providerId: string): string {
  return providerId === 'baileys' ? 'beta' : providerId
}
