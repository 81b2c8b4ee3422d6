/** A Cloud API connection's approved message templates, read from Meta. */
export const templateKeys = {
  ofConnection: (connectionId: number) => ['templates', connectionId] as const,
}
