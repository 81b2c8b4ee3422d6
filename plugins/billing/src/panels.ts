import type { UiPanel } from '@atendo/plugin-api'

/**
 * The inbox's billing pages (administration.md §2 "Invoices and payment"), drawn by the agent UI
 * (agent-ui/src/pages/finance-page.tsx and pages/billing): /financeiro, the invoices with PAGAR
 * and the checkout, and /subscription, the licence period with Assine Agora. Both are the
 * company admins'; an overdue company's users land on /financeiro whatever their profile.
 */
export const billingPanels: UiPanel[] = [
  {
    app: 'agent',
    kind: 'route',
    id: 'financeiro',
    label: 'Financeiro',
    labels: { pt: 'Financeiro', en: 'Billing', es: 'Finanzas', tr: 'Finans' },
    path: '/financeiro',
    icon: 'payments',
    profile: 'admin',
  },
  {
    app: 'agent',
    kind: 'route',
    id: 'subscription',
    label: 'Assinatura',
    labels: { pt: 'Assinatura', en: 'Subscription', es: 'Suscripción', tr: 'Abonelik' },
    path: '/subscription',
    icon: 'payments',
    profile: 'admin',
  },
]
