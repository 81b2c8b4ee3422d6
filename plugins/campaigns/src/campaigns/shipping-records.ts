import type { Em } from '@atendo/plugin-api'
import { Type } from 'typebox'

/** The most shipping records one answer carries: a 100,000-recipient campaign is read in pages. */
export const shippingPageLimit = 500

/** One recipient of a campaign (administration.md §3 Campaign `shipping`). */
export const ShippingSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** waiting, sending, confirmation-requested, confirming, confirmed, declined, delivered or failed. */
  status: Type.String(),
  deliveredAt: Type.Union([Type.String(), Type.Null()]),
  confirmationRequestedAt: Type.Union([Type.String(), Type.Null()]),
  confirmedAt: Type.Union([Type.String(), Type.Null()]),
  failedAt: Type.Union([Type.String(), Type.Null()]),
  failureReason: Type.Union([Type.String(), Type.Null()]),
})

/** Which page of the shipping records GET /campaigns/{id} carries. */
export const ShippingPageQuery = Type.Object({
  /** The `shippingNext` of the previous answer; absent for the first page. */
  shippingAfter: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  shippingLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: shippingPageLimit, default: 100 })),
})

interface ShippingRow {
  id: string
  number: string
  name: string
  email: string
  status: string
  delivered_at: Date | null
  confirmation_requested_at: Date | null
  confirmed_at: Date | null
  failed_at: Date | null
  failure_reason: string | null
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

/**
 * A page of a campaign's shipping records in the order they were written, after the record
 * `after` (keyset on the campaign's (campaign_id, id) index), and the cursor of the next page or
 * null at the end.
 */
export async function shippingPage(
  em: Em,
  companyId: number,
  campaignId: number,
  page: { after?: number; limit?: number },
) {
  const limit = Math.min(page.limit ?? 100, shippingPageLimit)
  const rows = await em.execute<ShippingRow[]>(
    `select id, number, name, email, status, delivered_at, confirmation_requested_at, confirmed_at,
            failed_at, failure_reason
       from campaigns_shippings
      where company_id = ? and campaign_id = ? and id > ?
      order by id limit ?`,
    [companyId, campaignId, page.after ?? 0, limit + 1],
  )
  const shipping = rows.slice(0, limit).map((row) => ({
    id: Number(row.id),
    number: row.number,
    name: row.name,
    email: row.email,
    status: row.status,
    deliveredAt: iso(row.delivered_at),
    confirmationRequestedAt: iso(row.confirmation_requested_at),
    confirmedAt: iso(row.confirmed_at),
    failedAt: iso(row.failed_at),
    failureReason: row.failure_reason,
  }))
  return { shipping, shippingNext: rows.length > limit ? (shipping.at(-1)?.id ?? null) : null }
}
