import { AppError, type ConnectionsApi, type Em } from '@atendo/plugin-api'
import { flowErrors } from '../errors.ts'
import { findFlow } from '../flows/flow-records.ts'

export interface PhraseRow {
  id: number
  company_id: number
  name: string
  flow_id: number
  whatsapp_id: number | null
  phrase: string
  status: boolean
  created_at: Date | string
  updated_at: Date | string
}

export function phraseView(row: PhraseRow) {
  return {
    id: row.id,
    name: row.name,
    flowId: row.flow_id,
    whatsappId: row.whatsapp_id,
    phrase: row.phrase,
    status: row.status,
    companyId: row.company_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

export async function findPhrase(em: Em, companyId: number, id: number): Promise<PhraseRow> {
  const [row] = await em.execute<PhraseRow[]>(
    'select * from flows_phrase_campaigns where company_id = ? and id = ?',
    [companyId, id],
  )
  if (!row) throw new AppError(flowErrors.ERR_FLOWS_PHRASE_NOT_FOUND)
  return row
}

/** The flow and connection a campaign names must be the company's (another's id is a 400 naming the field). */
export async function checkPhraseReferences(
  em: Em,
  connections: ConnectionsApi,
  companyId: number,
  body: { flowId: number; whatsappId?: number | null },
): Promise<void> {
  await findFlow(em, companyId, body.flowId).catch(() => {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'flowId', message: 'is not a flow of this company' }],
    })
  })
  if (body.whatsappId && !(await connections.find(companyId, body.whatsappId)))
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'whatsappId', message: 'is not a connection of this company' }],
    })
}
