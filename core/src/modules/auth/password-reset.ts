import { randomInt } from 'node:crypto'
import { AppError } from '@atendo/plugin-api'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import { tokenHash } from '../../kernel/auth/tokens.ts'
import type { Em } from '../../kernel/db/orm.ts'
import type { Mailer } from '../../kernel/mail/mailer.ts'
import { User } from '../users/index.ts'
import { PasswordReset } from './entities.ts'
import { revokeUserSessions } from './sessions.ts'

const RESET_CODE_TTL_MS = 60 * 60 * 1000
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The reset password rule (administration.md §5): at least 8 characters with upper, lower and a digit. */
function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 50 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  )
}

function resetCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

/** Step 1: e-mails a one-time code to the account's address. */
export async function requestPasswordReset(
  em: Em,
  mailer: Mailer,
  email: string,
  appName: string,
): Promise<void> {
  const user = await em.findOne(User, { email: email.toLowerCase() }, { filters: false })
  if (!user) throw new AppError('ERR_EMAIL_NOT_FOUND')
  const code = resetCode()
  em.create(PasswordReset, {
    userId: user.id,
    tokenHash: tokenHash(code),
    expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
  })
  await em.flush()
  await mailer.send({
    to: user.email,
    subject: `${appName}: código para redefinir sua senha`,
    text: `Olá ${user.name},\n\nSeu código para redefinir a senha é: ${code}\n\nEle vale por 1 hora. Se você não pediu, ignore este e-mail.`,
  })
}

/** Step 2: with the code, sets the new password and ends every session of the account. */
export async function resetPassword(
  em: Em,
  input: { email: string; code: string; newPassword: string },
): Promise<{ revoked: { id: string; companyId: number }[] }> {
  if (!isStrongPassword(input.newPassword)) throw new AppError('ERR_WEAK_PASSWORD')
  const user = await em.findOne(User, { email: input.email.toLowerCase() }, { filters: false })
  if (!user) throw new AppError('ERR_EMAIL_NOT_FOUND')
  const passwordHash = await hashPassword(input.newPassword)
  return em.transactional(async (tx) => {
    const reset = await tx.findOne(PasswordReset, {
      userId: user.id,
      tokenHash: tokenHash(input.code.trim().toUpperCase()),
      usedAt: null,
      expiresAt: { $gt: new Date() },
    })
    if (!reset) throw new AppError('ERR_INVALID_RESET_TOKEN')
    reset.usedAt = new Date()
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash })
    await tx.flush()
    return { revoked: await revokeUserSessions(tx, user.id, 'password-reset') }
  })
}
