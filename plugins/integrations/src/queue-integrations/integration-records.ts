import { AppError, type Em } from '@atendo/plugin-api'
import type { IntegrationType } from './schemas.ts'
import { maskServiceAccount } from './service-account-mask.ts'

/** A queue integration as stored. */
export interface IntegrationRow {
  id: number
  company_id: number
  type: IntegrationType
  name: string
  project_name: string
  json_content: string
  language: string
  url_n8n: string
  typebot_slug: string
  typebot_delay_message: number
  typebot_expires: number
  typebot_keyword_finish: string
  typebot_keyword_restart: string
  typebot_restart_message: string
  typebot_unknown_message: string
  flow_id: number | null
  callback_secret: string
  created_at: Date
  updated_at: Date
}

export const integrationColumns = `id, company_id, type, name, project_name, json_content, language, url_n8n,
  typebot_slug, typebot_delay_message, typebot_expires, typebot_keyword_finish, typebot_keyword_restart,
  typebot_restart_message, typebot_unknown_message, flow_id, callback_secret, created_at, updated_at`

/**
 * The answer's shape; `callbackUrl` is relative to the API's base (`/api/...`). The Dialogflow
 * service-account JSON is a secret: answered with its key masked (service-account-mask.ts).
 */
export function integrationView(row: IntegrationRow) {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    projectName: row.project_name,
    jsonContent: maskServiceAccount(row.json_content),
    language: row.language,
    urlN8N: row.url_n8n,
    typebotSlug: row.typebot_slug,
    typebotDelayMessage: row.typebot_delay_message,
    typebotExpires: row.typebot_expires,
    typebotKeywordFinish: row.typebot_keyword_finish,
    typebotKeywordRestart: row.typebot_keyword_restart,
    typebotRestartMessage: row.typebot_restart_message,
    typebotUnknownMessage: row.typebot_unknown_message,
    flowId: row.flow_id,
    callbackUrl: `/api/queueIntegration/${row.id}/callback`,
    callbackSecret: row.callback_secret,
    companyId: row.company_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** One integration of the company, or undefined (another company's id too). */
export async function findIntegrationRow(
  em: Em,
  companyId: number,
  id: number,
): Promise<IntegrationRow | undefined> {
  const [row] = await em.execute<IntegrationRow[]>(
    `select ${integrationColumns} from integrations_queue_integrations where company_id = ? and id = ?`,
    [companyId, id],
  )
  return row
}

/** One integration of the company, or ERR_NOT_FOUND. */
export async function findIntegration(em: Em, companyId: number, id: number): Promise<IntegrationRow> {
  const row = await findIntegrationRow(em, companyId, id)
  if (!row) throw new AppError('ERR_NOT_FOUND', { message: 'Queue integration not found' })
  return row
}
