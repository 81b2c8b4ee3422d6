import type { CustomVariable } from '../settings/campaign-settings.ts'

/** Who a message is rendered for. */
export interface Recipient {
  name: string
  number: string
  email: string
}

/**
 * A campaign message with its variables filled (administration.md §3): `{{name}}`, `{{number}}`,
 * `{{email}}` (also `{nome}`, `{numero}`, `{email}` as whaticket writes them) and the custom
 * variables of the settings as `{{key}}` or `{key}`. Unknown variables stay as written.
 *
 * @example
 * renderMessage('Olá {{name}}, {cupom}', { name: 'Ana', number: '5511', email: '' }, [{ key: 'cupom', value: 'X10' }])
 * // 'Olá Ana, X10'
 */
export function renderMessage(template: string, recipient: Recipient, variables: CustomVariable[]): string {
  const values = new Map<string, string>([
    ['name', recipient.name],
    ['nome', recipient.name],
    ['number', recipient.number],
    ['numero', recipient.number],
    ['email', recipient.email],
  ])
  for (const variable of variables) if (!values.has(variable.key)) values.set(variable.key, variable.value)
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}|\{([A-Za-z0-9_]+)\}/g, (whole, double, single) => {
    const value = values.get(double ?? single)
    return value ?? whole
  })
}

/** The answers that confirm (a positive answer), decline, or say neither. */
export function confirmationAnswer(text: string): 'yes' | 'no' | undefined {
  const answer = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
  if (
    /^(sim|s|yes|y|ok|okay|claro|quero|confirmo|confirmado|pode|1)([\s!.,]|$)/.test(answer) ||
    answer.startsWith('👍')
  )
    return 'yes'
  if (/^(nao|n|no|2|pare|parar|sair|stop|cancelar)([\s!.,]|$)/.test(answer)) return 'no'
  return undefined
}
