/**
 * A node's text with its `{{variable}}` placeholders filled from the run's variables (contact
 * fields and question answers); an unknown variable becomes empty text, never the raw braces.
 */
export function renderText(template: string, variables: Record<string, string>): string {
  return template.replace(
    /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g,
    (_, name: string) => variables[name] ?? '',
  )
}
