/**
 * Phone numbers are stored as digits in E.164 form without the '+'. Brazilian mobiles get their
 * ninth digit: WhatsApp still reports many of them without it, and without this one person
 * would become two contacts.
 */

const BRAZIL = '55'

/** True for a Brazilian mobile written without the ninth digit: 55 + area code + 8 digits starting 6–9. */
function isBrazilianMobileWithoutNinthDigit(digits: string): boolean {
  return digits.length === 12 && digits.startsWith(BRAZIL) && /[6-9]/.test(digits[4]!)
}

/** True for a Brazilian mobile with the ninth digit: 55 + area code + 9 + 8 digits. */
function isBrazilianMobileWithNinthDigit(digits: string): boolean {
  return digits.length === 13 && digits.startsWith(BRAZIL) && digits[4] === '9' && /[6-9]/.test(digits[5]!)
}

/**
 * The canonical form of a phone number, or null when it is not one (8 to 15 digits after removing
 * everything else).
 *
 * @example normalizePhoneNumber('+55 (11) 8765-4321') === '5511987654321'
 */
export function normalizePhoneNumber(raw: string): string | null {
  const digits = raw.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15) return null
  if (isBrazilianMobileWithoutNinthDigit(digits)) return `${digits.slice(0, 4)}9${digits.slice(4)}`
  return digits
}

/**
 * Every form a channel may use for the same number; identities are looked up by all of them.
 *
 * @example phoneNumberVariants('5511987654321') → ['5511987654321', '551187654321']
 */
export function phoneNumberVariants(canonical: string): string[] {
  if (isBrazilianMobileWithNinthDigit(canonical))
    return [canonical, `${canonical.slice(0, 4)}${canonical.slice(5)}`]
  return [canonical]
}

/**
 * The LGPD mask for profile users (inbox.md §6): the 6 digits before the last 2 are hidden, so the
 * country and area code and the last 2 digits stay readable. Group numbers are not masked.
 *
 * @example maskPhoneNumber('5511987654321') === '55119******21'
 */
export function maskPhoneNumber(number: string): string {
  if (number.length <= 8) return number
  return `${number.slice(0, -8)}******${number.slice(-2)}`
}
