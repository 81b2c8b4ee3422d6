/** Lower case without accents, as words: "Olá, PROMOÇÃO!" → ["ola", "promocao"]. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * Whether a customer's text contains the campaign's phrase as whole words, ignoring case and
 * accents: "promoção de natal" matches "Quero a PROMOCAO de Natal!" but not "promoçãozinha".
 */
export function phraseMatches(phrase: string, text: string): boolean {
  const wanted = wordsOf(phrase)
  if (wanted.length === 0) return false
  const words = wordsOf(text)
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return true
  }
  return false
}
