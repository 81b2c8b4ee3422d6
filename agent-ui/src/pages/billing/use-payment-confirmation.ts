import type { PaymentEvent } from '@atendo/sdk'
import { useEffect, useRef } from 'react'
import { billingTexts } from '../../i18n/billing-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useRouter } from '../../router/router.tsx'
import { useSession, useUser } from '../../session/session-context.tsx'
import { showToast } from '../../toasts/toast-store.ts'
import { dayMonthYear } from './billing-rules.ts'

/** How long the confirmation shows before the user goes home (administration.md §4 Checkout: 4 s). */
export const homeAfterPaymentDelay = 4000

/**
 * Listens for the company's `payment` event while a billing screen is open: on CONCLUIDA the
 * success toast names the renewed licence date, the session is read again (its due date is the
 * new one, so the inbox no longer sends the user to billing) and, 4 s later, the user goes home.
 */
export function usePaymentConfirmation(onConfirmed?: () => void): void {
  const tx = useFeatureTexts(billingTexts)
  const { socket, reload } = useSession()
  const { navigate } = useRouter()
  const { companyId } = useUser()
  // The latest callbacks, so a re-render does not re-subscribe the socket.
  const latest = useRef({ tx, reload, navigate, onConfirmed })
  latest.current = { tx, reload, navigate, onConfirmed }

  useEffect(() => {
    if (!socket) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const event = `company-${companyId}-payment` as const
    const onPayment = (payment: PaymentEvent) => {
      if (payment.action !== 'CONCLUIDA') return
      const { tx, reload, navigate, onConfirmed } = latest.current
      showToast(
        'success',
        tx('checkout.confirmed', { date: dayMonthYear(payment.company.dueDate) }),
        homeAfterPaymentDelay,
      )
      onConfirmed?.()
      void reload().catch(() => undefined)
      clearTimeout(timer)
      timer = setTimeout(() => navigate('/', { replace: true }), homeAfterPaymentDelay)
    }
    socket.on(event, onPayment)
    return () => {
      socket.off(event, onPayment)
      clearTimeout(timer)
    }
  }, [socket, companyId])
}
