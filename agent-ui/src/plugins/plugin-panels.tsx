import type { ApiAnswer } from '@atendo/sdk'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { atendo, dataOf } from '../api/atendo.ts'
import type { Language } from '../i18n/languages.ts'
import { rememberPluginErrors } from '../i18n/plugin-error-texts.ts'

type PluginUi = ApiAnswer<'get', '/api/plugins/ui'>

/** A screen a loaded plugin adds to one of the front ends, as GET /api/plugins/ui lists it. */
export type PluginPanel = PluginUi['panels'][number]

/** A panel the server keeps this user out of, with the rule that does (GET /api/plugins/ui `refused`). */
export type RefusedPanel = PluginUi['refused'][number]

export interface PluginPanels {
  /** Every panel the server lets this user see, of both front ends. */
  panels: PluginPanel[]
  /** The panels this user may not open, so a typed-in address is refused as the specification says. */
  refused?: RefusedPanel[]
  /** The ids of the plugins the server has loaded (a feature of the inbox may depend on one). */
  pluginIds?: string[]
  /** What the loaded plugins add to the inbox's own screens (e.g. a transcription provider). */
  capabilities?: { transcription: boolean }
  /** False until the list has arrived (a plugin's page waits for it rather than redirecting). */
  loaded: boolean
}

/** Exported so component tests can provide the panels. */
export const PluginPanelsContext = createContext<PluginPanels>({ panels: [], loaded: true })

/**
 * Fetches the plugins' panels once per login (the private frame it lives in mounts after each
 * login, and the server filters the list by the caller). A failure leaves the inbox without
 * plugin entries rather than nagging: the inbox's own screens do not depend on them.
 */
export function PluginPanelsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PluginPanels>({ panels: [], loaded: false })
  useEffect(() => {
    let current = true
    dataOf(atendo.GET('/api/plugins/ui')).then(
      (answer) => {
        // Error codes are the same for every user: kept even if this frame has gone.
        rememberPluginErrors(answer.errors)
        if (current) {
          setState({
            panels: answer.panels,
            refused: answer.refused,
            pluginIds: answer.plugins.map(({ id }) => id),
            capabilities: answer.capabilities,
            loaded: true,
          })
        }
      },
      () => current && setState({ panels: [], loaded: true }),
    )
    return () => {
      current = false
    }
  }, [])
  return <PluginPanelsContext.Provider value={state}>{children}</PluginPanelsContext.Provider>
}

export function usePluginPanels(): PluginPanels {
  return useContext(PluginPanelsContext)
}

/** Whether the server runs this plugin (its routes exist), as GET /api/plugins/ui lists them. */
export function usePluginLoaded(pluginId: string): boolean {
  return usePluginPanels().pluginIds?.includes(pluginId) ?? false
}

/** The panel's name in the user's language, or the plugin's plain `label` when it lacks that one. */
export function panelLabel(panel: Pick<PluginPanel, 'label' | 'labels'>, language: Language): string {
  return panel.labels?.[language]?.trim() || panel.label
}
