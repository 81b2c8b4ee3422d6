import { Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { BooleanInput, useDataProvider, useTranslate } from 'react-admin'
import type { AtendoDataProvider } from '../../api/data-provider.ts'
import { usePluginLabel } from '../plugin-panels/panel-labels.ts'

/**
 * The plan flags the loaded plugins declare (GET /api/plans/plugin-flags), a switch each after
 * core's, named in the user's language. A new plan's switches start at each plugin's default; the
 * values travel as the plan's `pluginFlags`.
 */
export function PluginFlagInputs() {
  const dataProvider = useDataProvider<AtendoDataProvider>()
  const translate = useTranslate()
  const labelOf = usePluginLabel()
  const { data: declared = [], isError } = useQuery({
    queryKey: ['plans', 'pluginFlags'],
    queryFn: () => dataProvider.pluginPlanFlags(),
  })
  if (isError) {
    return <Typography color="error">{translate('atendo.plans.plugin_flags_failed')}</Typography>
  }
  return declared.map((flag) => (
    <BooleanInput
      key={flag.key}
      source={`pluginFlags.${flag.key}`}
      label={labelOf(flag)}
      defaultValue={flag.default}
    />
  ))
}
