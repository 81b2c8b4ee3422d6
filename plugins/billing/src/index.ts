import { definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { paymentProviders } from './checkout/payment-provider.ts'
import { subscriptionRoutes } from './checkout/subscription-routes.ts'
import { billingErrors } from './errors.ts'
import { defineInvoiceGeneration } from './invoices/generate-invoices.ts'
import { invoiceRoutes } from './invoices/invoice-routes.ts'
import { CreateBilling } from './migrations/20261128130000-billing-create.ts'
import { notificationRoutes } from './notifications/notification-routes.ts'
import { billingPanels } from './panels.ts'

/**
 * Billing (administration.md §2 "Invoices and payment", docs/billing.md): an invoice per company
 * and licence period, written ahead of the due date by a timed job; the checkout, which charges
 * through the provider plugin the super admin chose (`billingProviders`); and the providers'
 * notifications, which mark the invoice paid, renew the licence and tell the company live.
 */
export default definePlugin({
  id: 'billing',
  version: '1.0.0',
  contract: '^2.1.0',
  config: Type.Object({
    /** Days before a due date its invoice is written. */
    leadDays: Type.Integer({ minimum: 0, maximum: 60, default: 10 }),
    /** How often the invoice generation looks for licences ending soon. */
    generationEveryMs: Type.Integer({ minimum: 60_000, default: 3_600_000 }),
    /** Where the providers' pages send the payer back; default: /financeiro of the calling app. */
    returnUrl: Type.Optional(Type.String({ pattern: '^https?://', maxLength: 500 })),
  }),
  register(context) {
    const { config, db, jobs, clock, realtime, companies, settings, extensions, log } = context
    context.migrations([{ name: '20261128130000-billing-create', class: CreateBilling }])
    context.errors.declare(billingErrors)
    const providers = paymentProviders(extensions, settings)
    const today = () => clock.now().toISOString().slice(0, 10)
    const generation = defineInvoiceGeneration({
      jobs,
      db,
      clock,
      companies,
      log,
      leadDays: config.leadDays,
      everyMs: config.generationEveryMs,
    })
    generation.schedule()
    context.http.routes(invoiceRoutes)
    context.http.routes(subscriptionRoutes, {
      services: { db, companies, providers, log, today },
      returnUrl: config.returnUrl,
    })
    context.http.routes(notificationRoutes, {
      providers,
      db,
      log,
      settle: { db, companies, realtime, clock, log },
    })
    for (const panel of billingPanels) context.ui.panel(panel)
  },
})
