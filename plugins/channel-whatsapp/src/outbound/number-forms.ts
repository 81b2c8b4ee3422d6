/**
 * The forms a phone number may have on WhatsApp. Brazilian mobiles gained a ninth digit (55 + area
 * code + 9 + 8 digits), but accounts registered before it still live at the 12-digit jid, so both
 * forms are asked about; any other number has one form.
 *
 * @example numberForms('5511987654321') → ['5511987654321', '551187654321']
 */
export function numberForms(digits: string): string[] {
  if (digits.length === 13 && digits.startsWith('55') && digits[4] === '9' && /[6-9]/.test(digits[5]!))
    return [digits, `${digits.slice(0, 4)}${digits.slice(5)}`]
  if (digits.length === 12 && digits.startsWith('55') && /[6-9]/.test(digits[4]!))
    return [`${digits.slice(0, 4)}9${digits.slice(4)}`, digits]
  return [digits]
}
