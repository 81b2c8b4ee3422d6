/**
 * The spec's page locations (administration.md §2, inbox.md §2) that the back office renders:
 * a family client's bookmark or link to /users, /queues... in the inbox leads to the same screen
 * at /admin/#/{resource}, keeping the query (e.g. /schedules?contactId=5).
 */
const backOfficeResources: Record<string, string> = {
  '/users': 'users',
  '/queues': 'queues',
  '/connections': 'connections',
  '/tags': 'tags',
  '/quick-messages': 'quick-messages',
  '/schedules': 'schedules',
  '/settings': 'settings',
}

/** Where the back office shows a spec page of the inbox, or undefined when the inbox renders it itself. */
export function backOfficeLocation(pathname: string, search = ''): string | undefined {
  const resource = backOfficeResources[pathname.replace(/\/+$/, '')]
  return resource ? `/admin/#/${resource}${search}` : undefined
}
