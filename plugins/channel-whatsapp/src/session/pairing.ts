import type { ChannelConnection } from '@atendo/plugin-api'
import { jidDecode } from '../jids.ts'

/**
 * The phone number to pair by code, when the connection asks for that instead of a QR code:
 * `options.pairingCodeNumber`, digits only, with the country code (e.g. '5511999990000').
 */
export function pairingCodeNumber(connection: ChannelConnection): string | undefined {
  const value = connection.options.pairingCodeNumber
  if (typeof value !== 'string') return undefined
  const digits = value.replace(/\D/g, '')
  return digits.length >= 8 ? digits : undefined
}

/** The account's phone number from the socket's user jid ('5511999990000:12@s.whatsapp.net'). */
export function accountNumber(user: { id: string } | undefined): string | undefined {
  return user ? jidDecode(user.id)?.user : undefined
}
