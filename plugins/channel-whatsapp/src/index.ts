import { createWhatsAppPlugin } from './create-plugin.ts'

export { createWhatsAppPlugin, type WhatsAppPluginSeams } from './create-plugin.ts'

/** The WhatsApp channel plugin, on WhatsApp's servers through Baileys. */
export default createWhatsAppPlugin()
