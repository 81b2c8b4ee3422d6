import { Alert, Button } from '@mui/material'
import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'
import { useTranslate } from 'react-admin'
import { useLocation } from 'react-router-dom'
import { useServices } from '../services-context.ts'

/**
 * Where an overdue company pays: the inbox's invoices, where each open one has PAGAR (the back
 * office has no billing screens of its own; docs/billing.md "Overdue companies").
 */
export const invoicesPath = '/financeiro'

/** A notice about the subscription with the one-click way to the invoices. */
export function PayInvoicesAlert({
  severity,
  children,
}: {
  severity: 'error' | 'warning'
  children: ReactNode
}) {
  const translate = useTranslate()
  return (
    <Alert
      severity={severity}
      role="alert"
      action={
        <Button color="inherit" size="small" href={invoicesPath}>
          {translate('atendo.home.pay')}
        </Button>
      }
    >
      {children}
    </Alert>
  )
}

/**
 * Over any page the server refused with 402 (the company's subscription expired): why it is
 * empty, and the way to pay. The start page says it with its own due-date notice, so not there.
 */
export function PaymentRequiredNotice() {
  const translate = useTranslate()
  const { paymentRequired } = useServices()
  const refused = useSyncExternalStore(paymentRequired.subscribe, paymentRequired.active)
  const { pathname } = useLocation()
  if (!refused || pathname === '/') return null
  return <PayInvoicesAlert severity="error">{translate('atendo.home.refused')}</PayInvoicesAlert>
}
