/** The server's version (GET /api/version), read once per login for the menu's footer. */
export const versionKeys = { server: ['version'] as const }
