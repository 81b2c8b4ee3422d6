import EventRepeatIcon from '@mui/icons-material/EventRepeat'
import { useState } from 'react'
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin'
import type { AtendoDataProvider } from '../../api/data-provider.ts'
import { useCompanyTime } from '../../i18n/company-time.ts'

/** Moves the company's due date forward by its recurrence (POST /api/companies/:id/renew). */
export function RenewButton() {
  const record = useRecordContext()
  const dataProvider = useDataProvider<AtendoDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const companyTime = useCompanyTime()
  if (!record) return null
  const renew = async (event: React.MouseEvent) => {
    event.stopPropagation()
    setBusy(true)
    try {
      const { data } = await dataProvider.renewCompany(record.id)
      notify('atendo.companies.renewed', {
        type: 'success',
        messageArgs: { date: companyTime.day(data.dueDate) },
      })
      refresh()
    } catch {
      notify('atendo.save_failure', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button label="atendo.companies.renew" onClick={renew} disabled={busy} data-testid={`renew-${record.id}`}>
      <EventRepeatIcon />
    </Button>
  )
}
