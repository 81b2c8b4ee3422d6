import { Box, Button, Stack, Typography } from '@mui/material'
import { type ChangeEvent, useCallback, useEffect, useState } from 'react'
import {
  Loading,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { useServices } from '../../services-context.ts'
import { EnabledInput } from '../shared.tsx'
import {
  changedGlobalSettings,
  colourKeys,
  downloadLimits,
  globalSettingErrors,
  logoFileProblem,
  logoModes,
  paymentProviders,
  platformKeys,
  secretKeys,
} from './global-setting-rules.ts'

type Settings = Record<string, string>

/** The global settings as the super admin sees them (GET /api/settings, secrets masked). */
function useGlobalSettings() {
  const { http } = useServices()
  const notify = useNotify()
  const [settings, setSettings] = useState<Settings>()
  const reload = useCallback(
    () =>
      http('/api/settings').then(
        ({ json }) =>
          setSettings(
            Object.fromEntries(
              (json as { key: string; value: string }[]).map(({ key, value }) => [key, value]),
            ),
          ),
        () => notify('atendo.load_failure', { type: 'error' }),
      ),
    [http, notify],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  return { settings, setSettings, reload }
}

/** One form over some global settings: validates, then PUTs each changed key. */
function GlobalSettingsForm({
  keys,
  secret = false,
  children,
}: {
  keys: readonly string[]
  secret?: boolean
  children: React.ReactNode
}) {
  const { http } = useServices()
  const notify = useNotify()
  const { settings, setSettings } = useGlobalSettings()
  if (!settings) return <Loading />
  // Secret fields start empty: the masked value is shown as help, never sent back.
  const record = Object.fromEntries(keys.map((key) => [key, secret ? '' : (settings[key] ?? '')]))
  const save = async (values: Settings) => {
    try {
      const picked = Object.fromEntries(keys.map((key) => [key, values[key] ?? '']))
      const next = { ...settings }
      for (const { key, value } of changedGlobalSettings(record, picked)) {
        const { json } = await http(`/api/settings/${key}`, {
          method: 'PUT',
          body: JSON.stringify({ value }),
        })
        next[key] = (json as { value: string }).value
      }
      setSettings(next)
      notify('atendo.notifications.settings_updated', { type: 'success' })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }
  return (
    <SimpleForm
      record={{ id: 'global', ...record }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      onSubmit={(values: Record<string, unknown>) => save(values as Settings)}
      validate={(values: Record<string, unknown>) => globalSettingErrors(values as Settings)}
    >
      {children}
    </SimpleForm>
  )
}

/** Super admin: user creation, download limit and the system name (administration.md §6). */
export function PlatformSettingsForm() {
  const translate = useTranslate()
  return (
    <GlobalSettingsForm keys={platformKeys}>
      <EnabledInput source="userCreation" label={translate('atendo.global.userCreation')} />
      <SelectInput
        source="downloadLimit"
        label={translate('atendo.global.downloadLimit')}
        choices={downloadLimits.map((id) => ({ id, name: `${id} MB` }))}
      />
      <TextInput source="appName" label={translate('atendo.global.appName')} />
    </GlobalSettingsForm>
  )
}

/** Super admin: the provider, its credentials and the AI audio key (secrets written only when typed). */
export function PaymentSettingsForm() {
  return (
    <>
      <PaymentProviderForm />
      <PaymentSecretsForm />
    </>
  )
}

/** Which provider the checkout charges through; none until the super admin picks one. */
function PaymentProviderForm() {
  const translate = useTranslate()
  return (
    <GlobalSettingsForm keys={['paymentprovider']}>
      <SelectInput
        source="paymentprovider"
        label={translate('atendo.global.paymentprovider')}
        choices={paymentProviders.map((id) => ({ id, name: id }))}
        emptyText="—"
      />
    </GlobalSettingsForm>
  )
}

function PaymentSecretsForm() {
  const translate = useTranslate()
  const { settings } = useGlobalSettings()
  return (
    <GlobalSettingsForm keys={secretKeys} secret>
      <Typography variant="body2" color="text.secondary">
        {translate('atendo.payments.help')}
      </Typography>
      {secretKeys.map((key) => (
        <PasswordInput
          key={key}
          source={key}
          label={translate(`atendo.global.${key}`)}
          helperText={settings?.[key] ? `${translate('atendo.payments.current')}: ${settings[key]}` : false}
          autoComplete="off"
          fullWidth
        />
      ))}
    </GlobalSettingsForm>
  )
}

/** A colour typed as #RRGGBB, or chosen with the browser's picker next to it (same form value). */
function ColourInput({ source }: { source: string }) {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const value = useWatch({ name: source }) as string | undefined
  const label = translate(`atendo.global.${source}`)
  // The picker only understands #rrggbb; a shorter or invalid value shows as black until fixed.
  const pickerValue = /^#[0-9a-fA-F]{6}$/.test(value ?? '') ? value : '#000000'
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextInput source={source} label={label} />
      <input
        type="color"
        aria-label={`${label}: ${translate('atendo.whitelabel.picker')}`}
        value={pickerValue}
        onChange={(event) => setValue(source, event.target.value.toUpperCase(), { shouldDirty: true })}
        style={{ width: 48, height: 48, marginTop: 8, border: 'none', background: 'none' }}
      />
    </Stack>
  )
}

/** One logo: the current image, an upload button and a remove button. */
function LogoSlot({
  settingKey,
  mode,
  url,
  onChanged,
}: {
  settingKey: string
  mode: string
  url: string | undefined
  onChanged: () => void
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const { http } = useServices()
  const [busy, setBusy] = useState(false)
  const label = translate(`atendo.global.${settingKey}`)

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = logoFileProblem(file)
    if (problem) return notify(problem, { type: 'error' })
    const body = new FormData()
    body.append('typeArch', 'logo')
    body.append('mode', mode)
    body.append('file', file, file.name)
    setBusy(true)
    try {
      await http('/api/settings-whitelabel/logo', { method: 'POST', body })
      notify('atendo.notifications.file_sent', { type: 'success' })
      onChanged()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    setBusy(true)
    try {
      await http(`/api/settings/${settingKey}`, { method: 'PUT', body: JSON.stringify({ value: '' }) })
      onChanged()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, width: 220 }}
      data-testid={`logo-${mode}`}
    >
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        sx={{
          height: 96,
          my: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: mode === 'Dark' ? 'grey.900' : 'grey.100',
        }}
      >
        {url ? (
          <img src={url} alt={label} style={{ maxHeight: 88, maxWidth: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {translate('atendo.whitelabel.no_logo')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined" size="small" disabled={busy}>
          {translate('atendo.whitelabel.upload')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon"
            aria-label={`${label}: ${translate('atendo.whitelabel.upload')}`}
            onChange={upload}
          />
        </Button>
        {url && (
          <Button size="small" color="error" disabled={busy} onClick={remove}>
            {translate('atendo.whitelabel.remove')}
          </Button>
        )}
      </Stack>
    </Box>
  )
}

/** Super admin: whitelabel colours (light/dark primary) and logos (administration.md "Settings"). */
export function WhitelabelForm() {
  const translate = useTranslate()
  const { settings, reload } = useGlobalSettings()
  return (
    <>
      <GlobalSettingsForm keys={colourKeys}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('atendo.whitelabel.colours')}
        </Typography>
        {colourKeys.map((key) => (
          <ColourInput key={key} source={key} />
        ))}
        <Typography variant="caption" color="text.secondary">
          {translate('atendo.whitelabel.reload_hint')}
        </Typography>
      </GlobalSettingsForm>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mx: 2, mt: 2 }}>
        {translate('atendo.whitelabel.logos')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ m: 2, flexWrap: 'wrap' }}>
        {logoModes.map(({ key, mode }) => (
          <LogoSlot
            key={key}
            settingKey={key}
            mode={mode}
            url={settings?.[key] || undefined}
            onChanged={() => void reload()}
          />
        ))}
      </Stack>
    </>
  )
}
