import type { RealtimeApi } from '@atendo/plugin-api'

/**
 * The live events of administration.md §7: `company-{id}-ContactList` and
 * `company-{id}-ContactListItem`, each `{ action, record }` (create, update, delete), plus
 * `reload` and `progress` on items during an import.
 */
export interface ListEvents {
  list(companyId: number, action: 'create' | 'update' | 'delete', record: unknown): void
  item(companyId: number, action: 'create' | 'update' | 'delete' | 'reload', record: unknown): void
  importProgress(companyId: number, progress: { contactListId: number; done: number; total: number }): void
}

export function listEvents(realtime: RealtimeApi): ListEvents {
  return {
    list: (companyId, action, record) =>
      realtime.toCompany(companyId).emit(`company-${companyId}-ContactList`, { action, record }),
    item: (companyId, action, record) =>
      realtime.toCompany(companyId).emit(`company-${companyId}-ContactListItem`, { action, record }),
    importProgress: (companyId, progress) =>
      realtime
        .toCompany(companyId)
        .emit(`company-${companyId}-ContactListItem`, { action: 'progress', progress }),
  }
}
