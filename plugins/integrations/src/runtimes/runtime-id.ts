/** The inbound handler's id: what a ticket's `automation` says while an integration drives it. */
export const integrationAutomation = 'integrations.runtime'
