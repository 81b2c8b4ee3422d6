import type { Clock, InboundHandler } from '@atendo/plugin-api'
import type { CampaignEngine } from './campaign-engine.ts'
import { confirmationAnswer } from './render-message.ts'

/**
 * The confirmation round trip's inbound half (administration.md §3 Campaign `confirmation`): a
 * customer who was asked answers on the campaign's connection; a positive answer ("sim", "ok",
 * "1"...) has the campaign's message sent to them, a negative one ("não", "pare"...) is recorded
 * as declined. The answer is claimed, so the chatbot does not greet them, and the ticket is
 * handed back to the attendants at once. Any other message goes on as usual.
 */
export function confirmationHandler(engine: CampaignEngine, clock: Clock): InboundHandler {
  return {
    id: 'campaigns.confirmation',
    // After core's rating and consent answers (100, 200), before the audio notice and the chatbot.
    order: 250,
    phase: 'in-transaction',
    async handle(ctx) {
      const answer = confirmationAnswer(ctx.message.text)
      if (!answer) return
      const [shipping] = await ctx.em.execute<{ id: number }[]>(
        `select id from campaigns_shippings
          where company_id = ? and contact_id = ? and status = 'confirmation-requested'
            and campaign_id in (select id from campaigns where company_id = ? and whatsapp_id = ?)
          order by confirmation_requested_at desc limit 1 for update`,
        [ctx.companyId, ctx.contact.id, ctx.companyId, ctx.connection.id],
      )
      if (!shipping) return
      if (!(await ctx.claim())) return
      if (answer === 'yes') {
        await ctx.em.execute(
          "update campaigns_shippings set status = 'confirmed', confirmed_at = ?, updated_at = now() where company_id = ? and id = ?",
          [clock.now(), ctx.companyId, shipping.id],
        )
        await engine.deliverConfirmed(ctx.em, { companyId: ctx.companyId, shippingId: shipping.id })
      } else {
        await ctx.em.execute(
          "update campaigns_shippings set status = 'declined', updated_at = now() where company_id = ? and id = ?",
          [ctx.companyId, shipping.id],
        )
      }
      await ctx.handOver()
    },
  }
}
