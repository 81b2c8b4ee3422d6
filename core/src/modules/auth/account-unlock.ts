import type { Clock } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { randomToken, tokenHash } from '../../kernel/auth/tokens.ts'
import type { Em } from '../../kernel/db/orm.ts'
import type { Mailer } from '../../kernel/mail/mailer.ts'
import { User } from '../users/index.ts'

/** How long an unlock link works. */
const UNLOCK_TTL_MS = 60 * 60 * 1000
/** At most one unlock e-mail per account in this time, so a stranger cannot flood the owner's inbox. */
const MAIL_INTERVAL_MS = 15 * 60 * 1000

/** The path of an unlock link, after PUBLIC_URL. */
export const unlockPath = (token: string) => `/api/auth/unlock/${token}`

/**
 * E-mails the owner of an account held by the account-wide login limit a one-time link
 * (docs/security.md, "Lock-out"): opening it makes that browser a known device of the account,
 * which the account-wide limit lets through, so a stranger spending the account's tries cannot
 * keep its owner out. Nothing is sent for an unknown address, nor twice in 15 minutes.
 */
export async function sendUnlockMail(
  services: {
    em: Em
    mailer: Mailer
    clock: Clock
    log: FastifyBaseLogger
    publicUrl: string
    appName: string
  },
  email: string,
): Promise<void> {
  const { em, clock } = services
  const user = await em.findOne(User, { email: email.trim().toLowerCase() }, { filters: false })
  if (!user) return
  const now = clock.now()
  const token = randomToken()
  // One statement: a concurrent lock-out of the same account does not send twice.
  const [created] = await em.execute<{ id: number }[]>(
    `insert into account_unlocks (user_id, token_hash, created_at, expires_at)
     select ?, ?, ?, ?
      where not exists (select 1 from account_unlocks where user_id = ? and created_at > ?)
     returning id`,
    [
      user.id,
      tokenHash(token),
      now,
      new Date(now.getTime() + UNLOCK_TTL_MS),
      user.id,
      new Date(now.getTime() - MAIL_INTERVAL_MS),
    ],
  )
  if (!created) return
  await services.mailer.send({
    to: user.email,
    subject: `${services.appName}: desbloquear o acesso à sua conta`,
    text:
      `Olá ${user.name},\n\nHouve muitas tentativas de entrar na sua conta com a senha errada e o acesso ` +
      `foi bloqueado por alguns minutos. Se foi você, abra este link no navegador em que você trabalha ` +
      `para liberá-lo (vale por 1 hora, uma vez):\n\n${services.publicUrl}${unlockPath(token)}\n\n` +
      'Se não foi você, ninguém entrou: a senha continua protegida. Considere trocá-la.',
  })
  services.log.info({ userId: user.id }, 'account unlock e-mail sent')
}

/**
 * Uses an unlock link once: answers the account's e-mail when the token is valid and unused (and
 * marks it used), or undefined.
 */
export async function useUnlockToken(em: Em, clock: Clock, token: string): Promise<string | undefined> {
  const now = clock.now()
  const [used] = await em.execute<{ user_id: number }[]>(
    `update account_unlocks set used_at = ? where token_hash = ? and used_at is null and expires_at > ?
     returning user_id`,
    [now, tokenHash(token), now],
  )
  if (!used) return undefined
  const user = await em.findOne(User, { id: used.user_id }, { filters: false, fields: ['email'] })
  return user?.email
}
