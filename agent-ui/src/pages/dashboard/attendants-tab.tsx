import type { DashboardAttendant } from '../../api/models.ts'
import type { DashboardKey } from '../../i18n/dashboard-texts.ts'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import { decimal, hoursAndMinutes, isoDuration } from './dashboard-format.ts'

interface AttendantsTabProps {
  attendants: DashboardAttendant[]
  locale: string
  tx: FeatureTranslate<DashboardKey>
}

/**
 * Atendentes (inbox.md §2): each attendant's rating, tickets closed in the range and average times,
 * and whether they are online now. A user with showDashboard sees only their own row (the server
 * decides).
 */
export function AttendantsTab({ attendants, locale, tx }: AttendantsTabProps) {
  if (attendants.length === 0) return <p className="empty">{tx('dashboard.noAttendants')}</p>
  return (
    <div className="dashboard-table-frame">
      <table className="dashboard-table">
        <caption className="visually-hidden">{tx('dashboard.attendantsTable')}</caption>
        <thead className="dashboard-table-head">
          <tr>
            <th scope="col">{tx('dashboard.name')}</th>
            <th scope="col">{tx('dashboard.rating')}</th>
            <th scope="col">{tx('dashboard.countRating')}</th>
            <th scope="col">{tx('dashboard.attendantTickets')}</th>
            <th scope="col">{tx('dashboard.avgWaitTime')}</th>
            <th scope="col">{tx('dashboard.avgSupportTime')}</th>
            <th scope="col">{tx('dashboard.status')}</th>
          </tr>
        </thead>
        <tbody>
          {attendants.map((attendant) => {
            const presence = tx(attendant.online ? 'dashboard.online' : 'dashboard.offline')
            return (
              <tr key={attendant.id}>
                <th scope="row" className="dashboard-attendant">
                  {attendant.name}
                </th>
                <td>
                  {attendant.rating === null ? tx('dashboard.notRated') : decimal(attendant.rating, locale)}
                </td>
                <td>{attendant.countRating}</td>
                <td>{attendant.tickets}</td>
                <td>
                  <time dateTime={isoDuration(attendant.avgWaitTime)}>
                    {hoursAndMinutes(attendant.avgWaitTime)}
                  </time>
                </td>
                <td>
                  <time dateTime={isoDuration(attendant.avgSupportTime)}>
                    {hoursAndMinutes(attendant.avgSupportTime)}
                  </time>
                </td>
                <td>
                  <span
                    className={
                      attendant.online ? 'dashboard-presence dashboard-presence-online' : 'dashboard-presence'
                    }
                    title={presence}
                    aria-hidden="true"
                  />
                  <span className="visually-hidden">{presence}</span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
