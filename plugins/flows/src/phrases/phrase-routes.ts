import { AppError, type ConnectionsApi, type PluginRoutes, type RealtimeApi } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { flowErrors } from '../errors.ts'
import { checkPhraseReferences, findPhrase, type PhraseRow, phraseView } from './phrase-records.ts'
import { CreatePhraseBody, PhraseCampaign, PhraseIdParams, UpdatePhraseBody } from './phrase-schemas.ts'

const tags = ['flows']
const access = { access: { profile: 'admin' as const } }

export interface PhraseRouteOptions {
  connections: ConnectionsApi
  realtime: RealtimeApi
}

/** Phrase campaigns (administration.md §2, §7 "Phrase campaigns"): a phrase that starts a flow. */
export const phraseRoutes: PluginRoutes<PhraseRouteOptions> = async (fastify, { connections, realtime }) => {
  const emit = (companyId: number, action: string, record: unknown) =>
    realtime.toCompany(companyId).emit(`company-${companyId}-flowcampaign`, { action, record })

  fastify.get(
    '/flowcampaign',
    {
      config: access,
      schema: {
        tags,
        summary: "The company's phrase campaigns",
        response: { 200: Type.Object({ flow: Type.Array(PhraseCampaign) }) },
      },
    },
    async (request) => {
      const rows = await request.em.execute<PhraseRow[]>(
        'select * from flows_phrase_campaigns where company_id = ? order by id desc limit 1000',
        [request.caller.companyId],
      )
      return { flow: rows.map(phraseView) }
    },
  )

  fastify.get(
    '/flowcampaign/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One phrase campaign',
        params: PhraseIdParams,
        response: { 200: PhraseCampaign },
      },
    },
    async (request) => phraseView(await findPhrase(request.em, request.caller.companyId, request.params.id)),
  )

  fastify.post(
    '/flowcampaign',
    {
      config: access,
      schema: {
        tags,
        summary: 'Create a phrase campaign',
        body: CreatePhraseBody,
        response: { 200: PhraseCampaign },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const body = request.body
      await checkPhraseReferences(request.em, connections, companyId, body)
      const [row] = await request.em.execute<{ id: number }[]>(
        `insert into flows_phrase_campaigns (company_id, name, flow_id, whatsapp_id, phrase, status)
         values (?, ?, ?, ?, ?, ?) returning id`,
        [
          companyId,
          body.name.trim(),
          body.flowId,
          body.whatsappId ?? null,
          body.phrase.trim(),
          body.status ?? true,
        ],
      )
      const record = phraseView(await findPhrase(request.em, companyId, row!.id))
      emit(companyId, 'create', record)
      return record
    },
  )

  fastify.put(
    '/flowcampaign',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a phrase campaign',
        body: UpdatePhraseBody,
        response: { 200: PhraseCampaign },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const body = request.body
      await findPhrase(request.em, companyId, body.id)
      await checkPhraseReferences(request.em, connections, companyId, body)
      await request.em.execute(
        `update flows_phrase_campaigns set name = ?, flow_id = ?, whatsapp_id = ?, phrase = ?,
            status = coalesce(?, status), updated_at = now()
          where company_id = ? and id = ?`,
        [
          body.name.trim(),
          body.flowId,
          body.whatsappId ?? null,
          body.phrase.trim(),
          body.status ?? null,
          companyId,
          body.id,
        ],
      )
      const record = phraseView(await findPhrase(request.em, companyId, body.id))
      emit(companyId, 'update', record)
      return record
    },
  )

  fastify.delete(
    '/flowcampaign/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a phrase campaign',
        params: PhraseIdParams,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const removed = await request.em.execute<{ id: number }[]>(
        'delete from flows_phrase_campaigns where company_id = ? and id = ? returning id',
        [companyId, request.params.id],
      )
      if (removed.length === 0) throw new AppError(flowErrors.ERR_FLOWS_PHRASE_NOT_FOUND)
      emit(companyId, 'delete', { id: request.params.id })
      return { message: 'Frase deletada' }
    },
  )
}
