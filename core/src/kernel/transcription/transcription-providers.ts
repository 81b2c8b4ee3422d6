import { AppError, type TranscriptionProvider, transcriptionProviders } from '@atendo/plugin-api'
import type { ExtensionRegistry } from '../plugin-host/extension-registry.ts'
import { PluginLoadError } from '../plugin-host/plugin-errors.ts'

/** A loaded provider with the plugin that added it. */
export interface LoadedTranscriptionProvider {
  provider: TranscriptionProvider
  pluginId: string | undefined
}

/**
 * The speech-to-text providers the loaded plugins added, checked at boot. The first one
 * transcribes; the others wait in case it is unloaded.
 */
export interface TranscriptionProviders {
  /** Every loaded provider, in the order the plugins provided them. */
  list(): LoadedTranscriptionProvider[]
  /** The provider that transcribes; ERR_TRANSCRIPTION_UNAVAILABLE when no plugin provides one. */
  current(): LoadedTranscriptionProvider
}

const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Why a contribution cannot be a provider: the extension point's type says what it must be. */
function shapeProblem(provider: TranscriptionProvider): string | undefined {
  if (!provider || typeof provider !== 'object') return 'provides no transcription provider'
  if (typeof provider.id !== 'string' || !kebabCase.test(provider.id))
    return `transcription provider id ${JSON.stringify(provider.id)} must be kebab-case (e.g. "openai")`
  if (typeof provider.transcribe !== 'function')
    return `transcription provider "${provider.id}" must implement transcribe`
  return undefined
}

/**
 * Records the providers added to `transcriptionProviders`, refusing the boot, with the plugin's
 * name, when one is malformed or two share an id.
 */
export function recordTranscriptionProviders(extensions: ExtensionRegistry): TranscriptionProviders {
  const loaded: LoadedTranscriptionProvider[] = []
  for (const { pluginId, contribution: provider } of extensions.entries(transcriptionProviders)) {
    const culprit = pluginId ?? 'core'
    const problem = shapeProblem(provider)
    if (problem) throw new PluginLoadError(culprit, problem)
    const earlier = loaded.find((entry) => entry.provider.id === provider.id)
    if (earlier) {
      const by = earlier.pluginId === pluginId ? 'itself' : `plugin "${earlier.pluginId ?? 'core'}"`
      throw new PluginLoadError(
        culprit,
        `transcription provider id "${provider.id}" is already provided by ${by}`,
      )
    }
    loaded.push({ provider, pluginId })
  }
  return {
    list: () => [...loaded],
    current() {
      const first = loaded[0]
      if (!first) throw new AppError('ERR_TRANSCRIPTION_UNAVAILABLE')
      return first
    },
  }
}
