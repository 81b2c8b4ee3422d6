import type { TranslatedLabels } from './ui.ts'

/**
 * A plan flag a plugin adds to the plans (administration.md, Plans): a feature the super admin
 * switches on or off per plan, as core's own `useCampaigns` or `useKanban`. Each plan stores its
 * value; a plan never given one has `default`. Routes (`config.access.planFlag`) and UI panels
 * (`planFlag`) name it like a core flag, and a company whose plan lacks it gets
 * ERR_PLAN_FEATURE_DISABLED.
 *
 * @example
 * const widgets: PluginPlanFlag = {
 *   key: 'useWidgets',
 *   default: false,
 *   label: 'Widgets',
 *   labels: { pt: 'Widgets', es: 'Widgets', tr: 'Widget’lar' },
 * }
 */
export interface PluginPlanFlag {
  /**
   * camelCase and unique among core's flags and every plugin's (`useWidgets`); core refuses to
   * start when two plugins, or a plugin and core, declare the same key.
   */
  key: string
  /** Whether a plan that was never given a value has the feature. */
  default: boolean
  /** The flag's name in the back office's plan form, shown as is in any language `labels` lacks. */
  label: string
  labels?: TranslatedLabels
}

/**
 * Declaring plan flags, in `register`. A route or panel naming a flag that neither core nor a
 * loaded plugin declares stops the start, naming the plugin.
 *
 * @example
 * register({ plans, http }) {
 *   plans.flag({ key: 'useWidgets', default: false, label: 'Widgets' })
 *   http.routes(async (fastify) => {
 *     fastify.get('/widgets', { config: { access: { planFlag: 'useWidgets' } }, schema }, listWidgets)
 *   })
 * }
 */
export interface PlansApi {
  /** Adds a flag to every plan. */
  flag(flag: PluginPlanFlag): void
}
