import type { RealtimeApi } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { companyHidesNumbers, emitWithNumberPrivacy } from '../contacts/index.ts'
import type { ISchedule } from './entities.ts'
import { loadScheduleViews, type ScheduleView } from './schedule-view.ts'

/** The live event of a company's schedules: `company-{id}-schedule`. */
const scheduleEvent = (companyId: number) => `company-${companyId}-schedule`

/** Tells the company's sockets a schedule was created or changed (contact numbers follow LGPD). */
export async function emitScheduleChange(
  realtime: RealtimeApi,
  em: Em,
  storage: MediaStorage,
  action: 'create' | 'update',
  schedule: ISchedule,
): Promise<ScheduleView> {
  const views = await loadScheduleViews(em, storage, [schedule])
  const hidesNumbers = await companyHidesNumbers(em)
  emitWithNumberPrivacy(
    realtime,
    schedule.companyId,
    hidesNumbers,
    scheduleEvent(schedule.companyId),
    (masked) => ({
      action,
      schedule: views(masked)[0],
    }),
  )
  return views(false)[0]!
}

/** Tells the company's sockets a schedule is gone. */
export function emitScheduleDelete(realtime: RealtimeApi, companyId: number, scheduleId: number): void {
  realtime.toCompany(companyId).emit(scheduleEvent(companyId), { action: 'delete', scheduleId })
}
