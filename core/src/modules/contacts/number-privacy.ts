import type { Caller } from '@atendo/plugin-api'
import { type RealtimeApi, realtimeRooms } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { CompanySetting } from '../settings/index.ts'
import { maskPhoneNumber } from './phone-number.ts'

/**
 * LGPD (inbox.md §6): when the company option `lgpdHideNumber` is enabled, profile users see
 * contact numbers masked; admins (and super admins) see them whole, and group ids are never masked.
 */

/** Whether the company hides contact numbers from profile users. `em` must be scoped to the company. */
export async function companyHidesNumbers(em: Em): Promise<boolean> {
  const setting = await em.findOne(CompanySetting, { key: 'lgpdHideNumber' })
  return setting?.value === 'enabled'
}

const seesWholeNumbers = (caller: Caller) => caller.profile === 'admin' || caller.super

/** Whether this caller must see masked numbers. */
export async function masksNumbersFor(em: Em, caller: Caller): Promise<boolean> {
  return !seesWholeNumbers(caller) && (await companyHidesNumbers(em))
}

/** The number a reader sees. */
export function visibleNumber(
  contact: { number?: string | null; isGroup: boolean },
  masked: boolean,
): string | null {
  const number = contact.number ?? null
  if (!masked || number === null || contact.isGroup) return number
  return maskPhoneNumber(number)
}

/**
 * Emits a live event that carries contact numbers to every socket of a company: when the company
 * hides numbers (`companyHidesNumbers`), admins get the payload built with whole numbers and
 * everyone else the masked one, so a socket never receives what its user may not read.
 */
export function emitWithNumberPrivacy(
  realtime: RealtimeApi,
  companyId: number,
  hidesNumbers: boolean,
  event: string,
  payloadFor: (masked: boolean) => unknown,
): void {
  if (!hidesNumbers) {
    realtime.toCompany(companyId).emit(event, payloadFor(false))
    return
  }
  realtime.toAdmins(companyId).emit(event, payloadFor(false))
  realtime.toCompany(companyId).except(realtimeRooms.admins).emit(event, payloadFor(true))
}
