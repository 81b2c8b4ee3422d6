import { Card, CardContent } from '@mui/material'
import { useEffect, useState } from 'react'
import {
  Loading,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import type { Permissions } from '../../api/permissions.ts'
import { useServices } from '../../services-context.ts'
import { EnabledInput } from '../shared.tsx'
import { changedOptions, choiceOptions, optionErrors, textOptions } from './option-rules.ts'

type Options = Record<string, string>

function OptionsForm() {
  const translate = useTranslate()
  const notify = useNotify()
  const { http } = useServices()
  const { permissions } = usePermissions<Permissions>()
  const [options, setOptions] = useState<Options>()
  const companyId = permissions?.companyId

  useEffect(() => {
    if (companyId === undefined) return
    http(`/api/companySettings/${companyId}`).then(
      ({ json }) =>
        setOptions(
          Object.fromEntries(
            Object.entries(json as object).map(([key, value]) => [key, String(value ?? '')]),
          ),
        ),
      () => notify('atendo.load_failure', { type: 'error' }),
    )
  }, [companyId, http, notify])

  if (!options) return <Loading />
  const save = async (values: Options) => {
    try {
      for (const change of changedOptions(options, values)) {
        await http('/api/companySettings', { method: 'PUT', body: JSON.stringify(change) })
      }
      setOptions(values)
      notify('Operação atualizada com sucesso.', { type: 'success' })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }
  const keys = Object.keys(options).filter((key) => key !== 'companyId')
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
      {keys.map((key) =>
        textOptions.includes(key) ? (
          <TextInput
            key={key}
            source={key}
            label={translate(`atendo.settings.${key}`, { _: key })}
            multiline
            fullWidth
          />
        ) : choiceOptions[key] ? (
          <SelectInput
            key={key}
            source={key}
            label={translate(`atendo.settings.${key}`, { _: key })}
            choices={choiceOptions[key].map((id) => ({ id, name: id }))}
          />
        ) : (
          <EnabledInput key={key} source={key} label={translate(`atendo.settings.${key}`, { _: key })} />
        ),
      )}
    </SimpleForm>
  )
}

/** Company settings, options tab (administration.md "Settings"). */
export function CompanySettingsPage() {
  const translate = useTranslate()
  return (
    <RequireAccess access={{ admin: true }}>
      <Title title={translate('atendo.settings.title')} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <OptionsForm />
        </CardContent>
      </Card>
    </RequireAccess>
  )
}
