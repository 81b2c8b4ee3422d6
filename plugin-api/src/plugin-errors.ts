import type { TranslatedLabels } from './ui.ts'

/**
 * One error code a plugin adds: its HTTP status, its default message, and the message in the
 * front ends' languages (the back office and the inbox show the user's language).
 *
 * @example
 * const notFound: PluginErrorDefinition = {
 *   status: 404,
 *   message: 'Order not found',
 *   labels: { pt: 'Pedido não encontrado', en: 'Order not found', es: 'Pedido no encontrado', tr: 'Sipariş bulunamadı' },
 * }
 */
export interface PluginErrorDefinition {
  status: number
  message: string
  labels: TranslatedLabels
}

/**
 * A plugin's error code, ready for `new AppError(...)`: what `declareErrors` answers for each code.
 *
 * @example
 * throw new AppError(orderErrors.ERR_ORDER_STATUS_NOT_FOUND)
 */
export interface DeclaredError extends PluginErrorDefinition {
  code: `ERR_${string}`
}

/**
 * Declares a plugin's error codes. Each code is namespaced by the plugin's id: `ERR_` then the id
 * in upper case with `_` for `-` (plugin `order-status`: `ERR_ORDER_STATUS_...`), so it cannot
 * clash with core's or another plugin's; the host refuses others at boot. Hand the result to
 * `errors.declare` in `register`, and throw its members with `AppError`. The error envelope carries
 * the code; the front ends show its `labels` in the user's language.
 *
 * @example
 * export const orderErrors = declareErrors({
 *   ERR_ORDER_STATUS_NOT_FOUND: { status: 404, message: 'Order not found', labels: { pt: 'Pedido não encontrado' } },
 * })
 * // register({ errors }) { errors.declare(orderErrors) }
 * // in a route: throw new AppError(orderErrors.ERR_ORDER_STATUS_NOT_FOUND)
 */
export function declareErrors<const Codes extends Record<`ERR_${string}`, PluginErrorDefinition>>(
  codes: Codes,
): { readonly [Code in keyof Codes & string]: DeclaredError & { code: Code } } {
  const declared: Record<string, DeclaredError> = {}
  for (const [code, definition] of Object.entries(codes)) {
    declared[code] = { ...definition, code: code as `ERR_${string}` }
  }
  return declared as { readonly [Code in keyof Codes & string]: DeclaredError & { code: Code } }
}

/**
 * Adding a plugin's error codes (made with `declareErrors`) to the catalogue the front ends translate.
 *
 * @example
 * register({ errors }) { errors.declare(orderErrors) }
 */
export interface ErrorsApi {
  declare(errors: Readonly<Record<string, DeclaredError>>): void
}

/**
 * The prefix every error code of a plugin starts with.
 *
 * @example
 * pluginErrorPrefix('order-status') // 'ERR_ORDER_STATUS_'
 */
export function pluginErrorPrefix(pluginId: string): string {
  return `ERR_${pluginId.toUpperCase().replaceAll('-', '_')}_`
}
