import { ReferenceInput, SelectInput, usePermissions } from 'react-admin'
import { hasPlanFlag, type Permissions } from '../../api/permissions.ts'

/**
 * The connection's AI prompt (administration.md "Connections page": the prompt select needs the
 * plan flag useOpenAi). The prompts are the ai-openai plugin's resource (`/prompt`); the chosen
 * one answers the connection's new conversations (docs/ai-agents.md).
 */
export function PromptSelect() {
  const { permissions } = usePermissions<Permissions>()
  if (!hasPlanFlag(permissions, 'useOpenAi')) return null
  return (
    <ReferenceInput source="promptId" reference="prompt">
      <SelectInput optionText="name" emptyText="—" />
    </ReferenceInput>
  )
}
