/** A plugin that cannot be loaded; the message names the plugin and the reason. Stops the boot. */
export class PluginLoadError extends Error {
  readonly pluginId: string

  constructor(pluginId: string, reason: string, options?: { cause?: unknown }) {
    super(`plugin "${pluginId}": ${reason}`, options)
    this.name = 'PluginLoadError'
    this.pluginId = pluginId
  }
}
