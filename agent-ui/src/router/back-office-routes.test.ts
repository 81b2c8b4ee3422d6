import { describe, expect, it } from 'vitest'
import { backOfficeLocation } from './back-office-routes.ts'

describe("the spec's page locations the back office renders", () => {
  it('lead to the same screen in the back office, with or without a trailing slash', () => {
    for (const resource of [
      'users',
      'queues',
      'connections',
      'tags',
      'quick-messages',
      'schedules',
      'settings',
    ]) {
      expect(backOfficeLocation(`/${resource}`)).toBe(`/admin/#/${resource}`)
      expect(backOfficeLocation(`/${resource}/`)).toBe(`/admin/#/${resource}`)
    }
  })

  it('keep the query (the schedule dialog pre-filled for a contact)', () => {
    expect(backOfficeLocation('/schedules', '?contactId=5')).toBe('/admin/#/schedules?contactId=5')
  })

  it('leave the inbox its own screens', () => {
    for (const path of ['/', '/tickets', '/contacts', '/reports', '/users/3', '/helps']) {
      expect(backOfficeLocation(path)).toBeUndefined()
    }
  })
})
