import {
  AppError,
  type Clock,
  multipartFile,
  type PluginRoutes,
  type RealtimeApi,
  type StorageApi,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import { campaignErrors } from '../errors.ts'
import { campaignView, findCampaign } from './campaign-records.ts'
import { CampaignIdParams, CampaignSchema } from './campaign-schemas.ts'
import { isEditable } from './campaign-status.ts'
import { CAMPAIGN_MEDIA_MAX_BYTES, sniffMediaType } from './media-type.ts'

const tags = ['campaigns']
const access = { access: { profile: 'admin' as const, planFlag: 'useCampaigns' } }

/** A campaign's media (POST and DELETE /campaigns/{id}/media-upload), under the editable rule. */
export const campaignMediaRoutes: PluginRoutes<{
  clock: Clock
  storage: StorageApi
  realtime: RealtimeApi
}> = async (fastify, { clock, storage, realtime }) => {
  async function editableCampaign(companyId: number, em: Parameters<typeof findCampaign>[0], id: number) {
    const campaign = await findCampaign(em, companyId, id)
    const scheduledAt = campaign.scheduled_at ? new Date(campaign.scheduled_at) : null
    if (!isEditable({ status: campaign.status, scheduledAt }, clock.now()))
      throw new AppError(campaignErrors.ERR_CAMPAIGNS_NOT_EDITABLE)
    return campaign
  }

  fastify.post(
    '/campaigns/:id/media-upload',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Attach a file sent with the message: png, jpeg, gif, webp, pdf, mp4, ogg or mp3 (told by content), 16 MB at most (multipart "file")',
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({ file: multipartFile('the file') }),
        params: CampaignIdParams,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const campaign = await editableCampaign(companyId, request.em, request.params.id)
      const file = await request.file()
      if (!file) throw new AppError('ERR_VALIDATION', { fields: [{ field: 'file', message: 'is required' }] })
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of file.file) {
        size += chunk.length
        if (size > CAMPAIGN_MEDIA_MAX_BYTES) throw new AppError('ERR_PAYLOAD_TOO_LARGE')
        chunks.push(chunk)
      }
      const content = Buffer.concat(chunks)
      const mimeType = sniffMediaType(content.subarray(0, 16))
      if (!mimeType) {
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'file', message: 'must be an image, a pdf, an mp4 video or an ogg/mp3 audio' }],
        })
      }
      const fileName = file.filename.slice(0, 255) || 'arquivo'
      const stored = await storage.save(companyId, content, { fileName, mimeType }, CAMPAIGN_MEDIA_MAX_BYTES)
      await request.em.execute(
        'update campaigns set media_path = ?, media_name = ?, media_type = ?, updated_at = now() where company_id = ? and id = ?',
        [stored.key, fileName, mimeType, companyId, campaign.id],
      )
      if (campaign.media_path) await storage.remove(campaign.media_path)
      const record = campaignView(await findCampaign(request.em, companyId, campaign.id), storage)
      realtime.toCompany(companyId).emit(`company-${companyId}-campaign`, { action: 'update', record })
      return record
    },
  )

  fastify.delete(
    '/campaigns/:id/media-upload',
    {
      config: access,
      schema: {
        tags,
        summary: "Remove a campaign's file",
        params: CampaignIdParams,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const campaign = await editableCampaign(companyId, request.em, request.params.id)
      await request.em.execute(
        'update campaigns set media_path = null, media_name = null, media_type = null, updated_at = now() where company_id = ? and id = ?',
        [companyId, campaign.id],
      )
      if (campaign.media_path) await storage.remove(campaign.media_path)
      const record = campaignView(await findCampaign(request.em, companyId, campaign.id), storage)
      realtime.toCompany(companyId).emit(`company-${companyId}-campaign`, { action: 'update', record })
      return record
    },
  )
}
