import type { ApiAnswer, ApiBody } from '@atendo/sdk'
import { type FormEvent, useEffect, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Field, SelectField } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'

type Options = ApiAnswer<'get', '/api/campaign-settings/options'>

/** The settings as POST /campaign-settings takes them, each one present (GET fills the defaults). */
type Settings = Required<ApiBody<'post', '/api/campaign-settings'>['settings']>

type Variable = Settings['variables'][number]

/** The key/value rows of GET /campaign-settings (values are JSON text, defaults filled in). */
function settingsOf(rows: { key: string; value: string }[]): Settings {
  const read = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]))
  return read as unknown as Settings
}

/**
 * /campaigns-config (administration.md §2, §9): the pace of campaigns (interval between messages,
 * a longer one after so many messages), the sending hours and days, and the custom variables the
 * messages may use.
 */
export default function CampaignSettingsPage(_props: PluginPageProps) {
  const tx = useFeatureTexts(campaignTexts)
  const showError = useErrorToast()
  const [settings, setSettings] = useState<Settings>()
  const [options, setOptions] = useState<Options>()
  const [saving, setSaving] = useState(false)
  const [newVariable, setNewVariable] = useState<Variable>({ key: '', value: '' })

  useEffect(() => {
    let current = true
    Promise.all([
      dataOf(atendo.GET('/api/campaign-settings')),
      dataOf(atendo.GET('/api/campaign-settings/options')),
    ]).then(
      ([rows, allowed]) => {
        if (!current) return
        setSettings(settingsOf(rows))
        setOptions(allowed)
      },
      (error: unknown) => current && showError(error),
    )
    return () => {
      current = false
    }
  }, [showError])

  if (!settings || !options) {
    return (
      <div className="loading" role="status">
        {tx('app.loading')}
      </div>
    )
  }
  const change = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setSettings((current) => (current ? { ...current, [key]: value } : current))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      const rows = await dataOf(atendo.POST('/api/campaign-settings', { body: { settings } }))
      setSettings(settingsOf(rows))
      toast.success(tx('settings.saved'))
    } catch (error) {
      showError(error)
    } finally {
      setSaving(false)
    }
  }

  const addVariable = () => {
    const key = newVariable.key.trim()
    if (!key || settings.variables.some((variable) => variable.key === key)) return
    change('variables', [...settings.variables, { key, value: newVariable.value }])
    setNewVariable({ key: '', value: '' })
  }

  const intervalSelect = (key: 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval') => (
    <SelectField
      label={tx(`settings.${key}`)}
      value={String(settings[key])}
      onChange={(event) => change(key, Number(event.target.value) as Settings[typeof key])}
    >
      {options[key].map((value) => (
        <option key={value} value={value}>
          {value === 0
            ? key === 'longerIntervalAfter'
              ? tx('settings.notDefined')
              : tx('settings.noInterval')
            : key === 'longerIntervalAfter'
              ? tx('settings.messages', { n: value })
              : tx('settings.seconds', { n: value })}
        </option>
      ))}
    </SelectField>
  )

  return (
    <section className="page campaign-settings" aria-labelledby="campaign-settings-title">
      <h1 id="campaign-settings-title">{tx('settings.title')}</h1>
      <form onSubmit={save} className="campaign-form" aria-label={tx('settings.title')}>
        <fieldset className="campaign-grid">
          <legend>{tx('settings.intervals')}</legend>
          {intervalSelect('messageInterval')}
          {intervalSelect('longerIntervalAfter')}
          {intervalSelect('greaterInterval')}
        </fieldset>
        <fieldset className="campaign-grid">
          <legend>{tx('settings.hours')}</legend>
          <Field
            label={tx('settings.startHour')}
            type="time"
            value={settings.startHour}
            onChange={(event) => change('startHour', event.target.value)}
          />
          <Field
            label={tx('settings.endHour')}
            type="time"
            value={settings.endHour}
            onChange={(event) => change('endHour', event.target.value)}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={settings.sabado}
              onChange={(event) => change('sabado', event.target.checked)}
            />
            {tx('settings.sabado')}
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={settings.domingo}
              onChange={(event) => change('domingo', event.target.checked)}
            />
            {tx('settings.domingo')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{tx('settings.variables')}</legend>
          <ul className="campaign-variables">
            {settings.variables.map((variable) => (
              <li key={variable.key}>
                <code>{`{{${variable.key}}}`}</code> <span>{variable.value}</span>
                <button
                  type="button"
                  className="button button-small button-danger"
                  aria-label={tx('settings.removeVariable', { key: variable.key })}
                  onClick={() =>
                    change(
                      'variables',
                      settings.variables.filter((other) => other.key !== variable.key),
                    )
                  }
                >
                  <Icon name="trash" size={16} />
                </button>
              </li>
            ))}
          </ul>
          <div className="campaign-grid">
            <Field
              label={tx('settings.variableKey')}
              value={newVariable.key}
              maxLength={50}
              onChange={(event) => setNewVariable((current) => ({ ...current, key: event.target.value }))}
            />
            <Field
              label={tx('settings.variableValue')}
              value={newVariable.value}
              maxLength={500}
              onChange={(event) => setNewVariable((current) => ({ ...current, value: event.target.value }))}
            />
            <button type="button" className="button" onClick={addVariable}>
              {tx('settings.addVariable')}
            </button>
          </div>
        </fieldset>
        <div className="dialog-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {tx('settings.save')}
          </button>
        </div>
      </form>
    </section>
  )
}
