import type { ComponentType } from 'react'
import { FileListCreate, FileListEdit, FileListList } from './file-list-views.tsx'
import { IntegrationCreate, IntegrationEdit, IntegrationList } from './integration-views.tsx'
import { PromptCreate, PromptEdit, PromptList } from './prompt-views.tsx'

/** The pages of a plugin panel the back office draws itself instead of the generic ones. */
export interface PluginScreen {
  list: ComponentType
  edit: ComponentType
  create: ComponentType
}

/**
 * Plugin panels whose screens the specification describes beyond a generic form, by panel id:
 * the integrations plugin's queue integrations and file lists, the ai-openai plugin's prompts
 * (administration.md §2). The panel's declaration still says who may open them.
 */
export const pluginScreens: Record<string, PluginScreen> = {
  'queue-integrations': { list: IntegrationList, edit: IntegrationEdit, create: IntegrationCreate },
  'file-lists': { list: FileListList, edit: FileListEdit, create: FileListCreate },
  prompts: { list: PromptList, edit: PromptEdit, create: PromptCreate },
}
