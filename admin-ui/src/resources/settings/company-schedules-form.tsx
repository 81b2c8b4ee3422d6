import { useEffect, useState } from 'react'
import { Loading, SaveButton, SimpleForm, Toolbar, useNotify } from 'react-admin'
import { useServices } from '../../services-context.ts'
import { sparseErrors } from '../sparse-errors.ts'
import { completeWeek, type WorkHours, workHoursErrors } from '../work-hours/work-hours.ts'
import { WorkHoursInput } from '../work-hours/work-hours-input.tsx'

/**
 * The company's working hours (settings, schedules tab: shown when scheduleType is company),
 * saved with PUT /companies/{id}/schedules.
 */
export function CompanySchedulesForm({ companyId }: { companyId: number }) {
  const notify = useNotify()
  const { http } = useServices()
  const [week, setWeek] = useState<WorkHours[]>()

  useEffect(() => {
    http(`/api/companies/${companyId}`).then(
      ({ json }) => setWeek(completeWeek((json as { schedules?: WorkHours[] }).schedules)),
      () => notify('atendo.load_failure', { type: 'error' }),
    )
  }, [companyId, http, notify])

  if (!week) return <Loading />
  const save = async (values: { schedules: WorkHours[] }) => {
    try {
      await http(`/api/companies/${companyId}/schedules`, {
        method: 'PUT',
        body: JSON.stringify({ schedules: values.schedules }),
      })
      setWeek(values.schedules)
      notify('atendo.notifications.hours_updated', { type: 'success' })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }
  return (
    <SimpleForm
      record={{ id: companyId, schedules: week }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      onSubmit={(values: Record<string, unknown>) => save(values as { schedules: WorkHours[] })}
      validate={(values: Record<string, unknown>) =>
        sparseErrors(workHoursErrors(values.schedules as WorkHours[]))
      }
    >
      <WorkHoursInput source="schedules" />
    </SimpleForm>
  )
}
