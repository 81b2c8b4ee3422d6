import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { campaignKeys } from '../../api/query-keys/campaign-keys.ts'
import { Field, SelectField } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { ErrorState } from '../../components/states/error-state.tsx'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { type CampaignSettings, settingsOf, useCampaignSettings } from './use-campaign-settings.ts'

type Variable = CampaignSettings['variables'][number]

/**
 * /campaigns-config (administration.md §2, §9): the pace of campaigns (interval between messages,
 * a longer one after so many messages), the sending hours and days, and the custom variables the
 * messages may use.
 */
export default function CampaignSettingsPage(_props: PluginPageProps) {
  const tx = useFeatureTexts(campaignTexts)
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const saved = useCampaignSettings()
  // What the admin has changed and not saved yet; the saved settings show until the first change.
  const [edited, setEdited] = useState<CampaignSettings>()
  const [newVariable, setNewVariable] = useState<Variable>({ key: '', value: '' })
  const saving = useMutation({
    mutationFn: (changed: CampaignSettings) =>
      dataOf(atendo.POST('/api/campaign-settings', { body: { settings: changed } })),
    onSuccess: (rows) => {
      queryClient.setQueryData(campaignKeys.settings, (loaded: typeof saved.data) =>
        loaded ? { ...loaded, settings: settingsOf(rows) } : loaded,
      )
      setEdited(undefined)
      toast.success(tx('settings.saved'))
    },
    onError: showError,
  })

  if (saved.isPending) return <LoadingState />
  if (saved.isError) return <ErrorState onRetry={() => void saved.refetch()} />
  const { options } = saved.data
  const settings = edited ?? saved.data.settings
  const change = <K extends keyof CampaignSettings>(key: K, value: CampaignSettings[K]) =>
    setEdited({ ...settings, [key]: value })

  const save = (event: FormEvent) => {
    event.preventDefault()
    saving.mutate(settings)
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
      onChange={(event) => change(key, Number(event.target.value) as CampaignSettings[typeof key])}
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
          <button type="submit" className="button button-primary" disabled={saving.isPending}>
            {tx('settings.save')}
          </button>
        </div>
      </form>
    </section>
  )
}
