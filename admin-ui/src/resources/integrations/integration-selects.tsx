import { ReferenceInput, SelectInput, usePermissions, useTranslate } from 'react-admin'
import { hasPlanFlag, type Permissions } from '../../api/permissions.ts'

/** The plugin that keeps queue integrations and file lists (plugins/integrations). */
const integrationsPlugin = 'integrations'

/**
 * Whether the integrations plugin's lists can be offered: the company's plan allows integrations
 * (useIntegrations) and the server loaded the plugin that keeps them (without it, reading them
 * answers 404).
 */
export function offersIntegrations(permissions: Permissions | undefined): boolean {
  return (
    hasPlanFlag(permissions, 'useIntegrations') && permissions?.plugins.includes(integrationsPlugin) === true
  )
}

/**
 * A picker over one of the integrations plugin's lists, shown only to companies whose plan has
 * useIntegrations (administration.md "Connections page", §3 Queue): the queue or connection hands
 * its new tickets to the chosen integration, or sends the chosen file list. Not shown where the
 * server runs without the integrations plugin.
 */
function IntegrationsPicker({ source, reference }: { source: string; reference: string }) {
  const translate = useTranslate()
  const { permissions } = usePermissions<Permissions>()
  if (!offersIntegrations(permissions)) return null
  return (
    <ReferenceInput source={source} reference={reference} perPage={100}>
      <SelectInput
        optionText="name"
        emptyText={translate('atendo.integrations.none')}
        // No choice is no integration: null, which the API takes, rather than an empty string.
        parse={(value: unknown) => (value === '' ? null : value)}
      />
    </ReferenceInput>
  )
}

/** The queue integration (`integrationId`) of a queue or connection. */
export const IntegrationSelect = () => (
  <IntegrationsPicker source="integrationId" reference="queueIntegration" />
)

/** The file list (`fileListId`) a queue sends. */
export const FileListSelect = () => <IntegrationsPicker source="fileListId" reference="files" />
