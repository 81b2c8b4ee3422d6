import { Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import {
  Loading,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useServices } from '../../services-context.ts'
import { EnabledInput } from '../shared.tsx'
import {
  changedOptions,
  choiceOptions,
  conditionalMessages,
  optionErrors,
  optionGroups,
  textOptions,
  ungroupedOptions,
} from './option-rules.ts'

type Options = Record<string, string>

/** An option's label in the interface language; a plugin's own option shows its key. */
export function useOptionLabel() {
  const translate = useTranslate()
  return (key: string) => translate(`atendo.options.${key}`, { _: key })
}

function OptionInput({ name }: { name: string }) {
  const translate = useTranslate()
  const label = useOptionLabel()(name)
  const values = useWatch() as Options
  if (textOptions.includes(name)) {
    const rule = conditionalMessages.find((candidate) => candidate.message === name)
    const required = rule?.requiredWhen(values) ?? false
    return <TextInput source={name} label={label} multiline fullWidth isRequired={required} />
  }
  const choices = choiceOptions[name]
  if (choices) {
    return (
      <SelectInput
        source={name}
        label={label}
        choices={choices.map((id) => ({ id, name: translate(`atendo.options.values.${id}`, { _: id }) }))}
      />
    )
  }
  return <EnabledInput source={name} label={label} />
}

/** The company's options (administration.md "Settings", options tab), grouped, every one labelled. */
export function OptionsForm({
  companyId,
  onChange,
}: {
  companyId: number
  /** Told the saved options, so the page can show the schedules tab when scheduleType is company. */
  onChange?: (options: Options) => void
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const { http } = useServices()
  const [options, setOptions] = useState<Options>()

  useEffect(() => {
    http(`/api/companySettings/${companyId}`).then(
      ({ json }) => {
        const loaded = Object.fromEntries(
          Object.entries(json as object).map(([key, value]) => [key, String(value ?? '')]),
        )
        setOptions(loaded)
        onChange?.(loaded)
      },
      () => notify('atendo.load_failure', { type: 'error' }),
    )
  }, [companyId, http, notify, onChange])

  if (!options) return <Loading />
  const save = async (values: Options) => {
    try {
      for (const change of changedOptions(options, values)) {
        await http('/api/companySettings', { method: 'PUT', body: JSON.stringify(change) })
      }
      setOptions(values)
      onChange?.(values)
      notify('atendo.notifications.settings_updated', { type: 'success' })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }
  const extra = ungroupedOptions(options)
  return (
    <SimpleForm
      record={{ id: companyId, ...options }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      onSubmit={(values: Record<string, unknown>) => save(values as Options)}
      validate={(values: Record<string, unknown>) => optionErrors(values as Options)}
    >
      {optionGroups.map((group) => (
        <section key={group.id} style={{ width: '100%' }}>
          <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            {translate(`atendo.settings.groups.${group.id}`)}
          </Typography>
          {group.keys
            .filter((key) => key in options)
            .map((key) => (
              <OptionInput key={key} name={key} />
            ))}
        </section>
      ))}
      {extra.length > 0 && (
        <section style={{ width: '100%' }}>
          <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            {translate('atendo.settings.groups.plugins')}
          </Typography>
          {extra.map((key) => (
            <TextInput
              key={key}
              source={key}
              label={translate(`atendo.options.${key}`, { _: key })}
              fullWidth
            />
          ))}
        </section>
      )}
    </SimpleForm>
  )
}
