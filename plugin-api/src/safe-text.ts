/** A NUL, or half of a UTF-16 surrogate pair without its other half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const unsafeCharacter = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** How deep a value is searched; request values are shallow, and deeper ones are refused by schemas. */
const maxDepth = 32

/**
 * The first place in a request value holding text PostgreSQL cannot store (a NUL) or that is not
 * Unicode (a lone surrogate), as a field path (`from.name`, `tags.0`), or undefined when there is
 * none. Keys are checked as well as values.
 *
 * @example
 * unsafeTextField({ from: { name: 'a\u0000' } }) // 'from.name'
 */
export function unsafeTextField(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return unsafeCharacter.test(value) ? path || 'value' : undefined
  if (typeof value !== 'object' || value === null || depth > maxDepth) return undefined
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key
    if (unsafeCharacter.test(key)) return childPath
    const found = unsafeTextField(child, childPath, depth + 1)
    if (found) return found
  }
  return undefined
}

/** What a refused field is told. */
export const unsafeTextMessage = 'must not contain NUL characters or unpaired surrogates'
