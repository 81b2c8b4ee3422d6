import { Card, CardContent, Tab, Tabs } from '@mui/material'
import { useState } from 'react'
import { Title, usePermissions, useTranslate } from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import type { Permissions } from '../../api/permissions.ts'
import { CompanySchedulesForm } from './company-schedules-form.tsx'
import { PaymentSettingsForm, PlatformSettingsForm, WhitelabelForm } from './global-settings-forms.tsx'
import { OptionsForm } from './options-form.tsx'
import { PixCertificateForm } from './pix-certificate-form.tsx'

type TabId = 'options' | 'schedules' | 'platform' | 'whitelabel' | 'payments' | 'pix'

/** The billing provider plugin whose PIX certificate the super admin uploads. */
const efiPlugin = 'billing-efi'

/**
 * The tabs one user sees (administration.md "Settings"): options always, schedules only when the
 * company's schedule type is company, the platform's settings (and the PIX certificate) only for
 * the super admin.
 */
export function settingsTabs(
  isSuper: boolean,
  scheduleType: string | undefined,
  plugins: readonly string[] = [],
): TabId[] {
  return [
    'options',
    ...(scheduleType === 'company' ? (['schedules'] as const) : []),
    ...(isSuper ? (['platform', 'whitelabel', 'payments'] as const) : []),
    // The certificate is Efí's (PIX): its upload route exists only with that provider loaded.
    ...(isSuper && plugins.includes(efiPlugin) ? (['pix'] as const) : []),
  ]
}

function SettingsTabs({ permissions }: { permissions: Permissions }) {
  const translate = useTranslate()
  const [tab, setTab] = useState<TabId>('options')
  const [options, setOptions] = useState<Record<string, string>>()
  const tabs = settingsTabs(permissions.super, options?.scheduleType, permissions.plugins)
  const current = tabs.includes(tab) ? tab : 'options'
  return (
    <Card sx={{ mt: 2 }}>
      <Tabs value={current} onChange={(_, next: TabId) => setTab(next)} variant="scrollable">
        {tabs.map((id) => (
          <Tab key={id} value={id} label={translate(`atendo.settings.tabs.${id}`)} />
        ))}
      </Tabs>
      <CardContent>
        {/* The options form stays mounted: the schedules tab depends on what it loaded. */}
        <div hidden={current !== 'options'}>
          <OptionsForm companyId={permissions.companyId} onChange={setOptions} />
        </div>
        {current === 'schedules' && <CompanySchedulesForm companyId={permissions.companyId} />}
        {current === 'platform' && <PlatformSettingsForm />}
        {current === 'whitelabel' && <WhitelabelForm />}
        {current === 'payments' && <PaymentSettingsForm />}
        {current === 'pix' && <PixCertificateForm />}
      </CardContent>
    </Card>
  )
}

/** Settings (administration.md "Settings"): company options and, for the super admin, the platform's. */
export function CompanySettingsPage() {
  const translate = useTranslate()
  const { permissions } = usePermissions<Permissions>()
  return (
    <RequireAccess access={{ admin: true }}>
      <Title title={translate('atendo.settings.title')} />
      {permissions && <SettingsTabs permissions={permissions} />}
    </RequireAccess>
  )
}
