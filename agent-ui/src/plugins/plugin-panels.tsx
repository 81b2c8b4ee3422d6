import type { ApiAnswer } from '@atendo/sdk'
import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { atendo, dataOf } from '../api/atendo.ts'
import { pluginKeys } from '../api/query-keys/plugin-keys.ts'
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

async function readPluginUi(): Promise<PluginPanels> {
  const answer = await dataOf(atendo.GET('/api/plugins/ui'))
  // Error codes are the same for every user: kept even if this frame has gone.
  rememberPluginErrors(answer.errors)
  return {
    panels: answer.panels,
    refused: answer.refused,
    pluginIds: answer.plugins.map(({ id }) => id),
    capabilities: answer.capabilities,
    loaded: true,
  }
}

/**
 * Fetches the plugins' panels once per login (the private frame it lives in mounts after each
 * login, and the server filters the list by the caller). A failure leaves the inbox without
 * plugin entries rather than nagging: the inbox's own screens do not depend on them.
 */
export function PluginPanelsProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: pluginKeys.ui,
    queryFn: () => readPluginUi().catch((): PluginPanels => ({ panels: [], loaded: true })),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const state = useMemo(() => query.data ?? { panels: [], loaded: false }, [query.data])
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
