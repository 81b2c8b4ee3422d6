import type { IntegrationBody } from './schemas.ts'
import { serviceAccountToStore } from './service-account-mask.ts'

/**
 * The columns a saved body sets. Fields of other types go back to their defaults, so switching a
 * typebot integration to n8n leaves no stale slug behind; for n8n, webhook, typebot and
 * flowbuilder the project name is the name (§8). A service-account JSON sent back masked keeps
 * `storedJson`, the one saved.
 */
export function integrationValues(body: IntegrationBody, storedJson: string | null = null) {
  const base = {
    type: body.type,
    name: body.name.trim(),
    project_name: body.name.trim(),
    json_content: '',
    language: 'pt-BR',
    url_n8n: '',
    typebot_slug: '',
    typebot_delay_message: 1000,
    typebot_expires: 1,
    typebot_keyword_finish: '',
    typebot_keyword_restart: '',
    typebot_restart_message: '',
    typebot_unknown_message: '',
    flow_id: null as number | null,
  }
  switch (body.type) {
    case 'dialogflow':
      return {
        ...base,
        project_name: body.projectName.trim(),
        json_content: serviceAccountToStore(body.jsonContent, storedJson),
        language: body.language ?? 'pt-BR',
      }
    case 'n8n':
    case 'webhook':
      return { ...base, url_n8n: body.urlN8N.trim() }
    case 'typebot':
      return {
        ...base,
        url_n8n: body.urlN8N.trim().replace(/\/+$/, ''),
        typebot_slug: body.typebotSlug.trim(),
        typebot_delay_message: body.typebotDelayMessage ?? 1000,
        typebot_expires: body.typebotExpires ?? 1,
        typebot_keyword_finish: body.typebotKeywordFinish?.trim() ?? '',
        typebot_keyword_restart: body.typebotKeywordRestart?.trim() ?? '',
        typebot_restart_message: body.typebotRestartMessage ?? '',
        typebot_unknown_message: body.typebotUnknownMessage ?? '',
      }
    case 'flowbuilder':
      return { ...base, flow_id: body.flowId ?? null }
  }
}
