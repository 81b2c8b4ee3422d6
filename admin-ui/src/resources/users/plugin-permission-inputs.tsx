import { Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { BooleanInput, useDataProvider, useTranslate } from 'react-admin'
import type { AtendoDataProvider } from '../../api/data-provider.ts'
import { usePluginLabel } from '../plugin-panels/panel-labels.ts'

/**
 * The per-user permissions the loaded plugins declare (GET /api/users/plugin-permissions), a
 * switch each beside core's on the Permissions tab, named in the user's language. A new user's
 * switches start at each plugin's default; the values travel as the user's `pluginPermissions`.
 */
export function PluginPermissionInputs() {
  const dataProvider = useDataProvider<AtendoDataProvider>()
  const translate = useTranslate()
  const labelOf = usePluginLabel()
  const { data: declared = [], isError } = useQuery({
    queryKey: ['users', 'pluginPermissions'],
    queryFn: () => dataProvider.pluginPermissions(),
  })
  if (isError) {
    return <Typography color="error">{translate('atendo.users.plugin_permissions_failed')}</Typography>
  }
  return declared.map((permission) => (
    <BooleanInput
      key={permission.key}
      source={`pluginPermissions.${permission.key}`}
      label={labelOf(permission)}
      defaultValue={permission.default}
    />
  ))
}
