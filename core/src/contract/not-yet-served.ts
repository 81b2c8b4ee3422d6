/**
 * Calls of the specification this codebase does not serve yet. Each is being built under its
 * own issue (the flow builder, AI prompts, queue integrations, file lists, billing). The contract test
 * asserts each still answers 404 ERR_ROUTE_NOT_FOUND: when one lands, that test fails until the
 * call moves from here to the served table (spec-calls.ts) with its request and answer checks, so
 * this list can only shrink.
 */
export interface NotYetServed {
  call: string
  source: 'inbox' | 'administration'
  path: string
  /**
   * The served route its path falls on today (as POST /messages/send once reached
   * POST /messages/{ticketId}), which refuses it as a validation error of that parameter instead of a 404.
   */
  fallsOn?: { route: string; field: string }
}

export const notYetServed: NotYetServed[] = [
  // Lookups and AI prompts.
  { call: 'GET /prompt', source: 'administration', path: '/prompt' },
  { call: 'GET /prompt/{id}', source: 'administration', path: '/prompt/1' },
  { call: 'POST /prompt', source: 'administration', path: '/prompt' },
  { call: 'PUT /prompt/{id}', source: 'administration', path: '/prompt/1' },
  { call: 'DELETE /prompt/{id}', source: 'administration', path: '/prompt/1' },
  // Flow builder and phrase campaigns.
  { call: 'GET /flowbuilder', source: 'administration', path: '/flowbuilder' },
  { call: 'GET /flowbuilder/{id}', source: 'administration', path: '/flowbuilder/1' },
  { call: 'POST /flowbuilder', source: 'administration', path: '/flowbuilder' },
  { call: 'PUT /flowbuilder', source: 'administration', path: '/flowbuilder' },
  { call: 'DELETE /flowbuilder/{id}', source: 'administration', path: '/flowbuilder/1' },
  { call: 'GET /flowbuilder/flow/{id}', source: 'administration', path: '/flowbuilder/flow/1' },
  { call: 'POST /flowbuilder/flow', source: 'administration', path: '/flowbuilder/flow' },
  { call: 'POST /flowbuilder/duplicate', source: 'administration', path: '/flowbuilder/duplicate' },
  { call: 'POST /flowbuilder/content', source: 'administration', path: '/flowbuilder/content' },
  { call: 'POST /flowbuilder/img', source: 'administration', path: '/flowbuilder/img' },
  { call: 'POST /flowbuilder/audio', source: 'administration', path: '/flowbuilder/audio' },
  { call: 'GET /flowcampaign', source: 'administration', path: '/flowcampaign' },
  { call: 'GET /flowcampaign/{id}', source: 'administration', path: '/flowcampaign/1' },
  { call: 'POST /flowcampaign', source: 'administration', path: '/flowcampaign' },
  { call: 'PUT /flowcampaign', source: 'administration', path: '/flowcampaign' },
  { call: 'DELETE /flowcampaign/{id}', source: 'administration', path: '/flowcampaign/1' },
  // File lists.
  // Billing: invoices, subscription, the PIX certificate.
  { call: 'GET /invoices/all', source: 'administration', path: '/invoices/all' },
  { call: 'POST /subscription', source: 'administration', path: '/subscription' },
  {
    call: 'POST /settings/cert-upload',
    source: 'administration',
    path: '/settings/cert-upload?ref=certificadoEfi',
  },
]
