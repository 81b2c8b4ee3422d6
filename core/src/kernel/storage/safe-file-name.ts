/** Longest file name kept: what file systems and the `file_name` columns hold. */
export const maxFileNameLength = 255

/** Control characters (NUL included) and halves of surrogate pairs: nothing a name may carry. */
const unsafeCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * A file name as sent (by a browser's form or a channel) made safe to store and show: control
 * characters and lone surrogates become `_`, path separators are dropped, and a name past 255
 * characters is cut before its extension, so `a…a.png` stays a `.png`. Empty becomes `file`.
 *
 * @example
 * safeFileName('a\u0000b.png') // 'a_b.png'
 */
export function safeFileName(name: string): string {
  const cleaned = name.replace(unsafeCharacters, '_').replace(/[/\\]/g, '_').trim()
  if (cleaned === '') return 'file'
  const characters = [...cleaned]
  if (characters.length <= maxFileNameLength) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 11 ? [...cleaned.slice(dot)] : []
  return characters.slice(0, maxFileNameLength - extension.length).join('') + extension.join('')
}
