import { describe, expect, it } from 'vitest'
import { settingsTabs } from './company-settings-page.tsx'

describe('settings tabs', () => {
  it('show schedules only with schedule type company, and the platform tabs only to the super admin', () => {
    expect(settingsTabs(false, 'disabled')).toEqual(['options'])
    expect(settingsTabs(false, 'company')).toEqual(['options', 'schedules'])
    expect(settingsTabs(true, 'queue')).toEqual(['options', 'platform', 'whitelabel', 'payments'])
    // The PIX certificate tab only with Efí's plugin loaded.
    expect(settingsTabs(true, 'queue', ['billing', 'billing-efi'])).toEqual([
      'options',
      'platform',
      'whitelabel',
      'payments',
      'pix',
    ])
    expect(settingsTabs(false, 'queue', ['billing-efi'])).toEqual(['options'])
  })
})
