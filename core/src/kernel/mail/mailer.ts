import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

/** An e-mail to send. */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
}

/** Sends e-mail over SMTP; without SMTP_URL, writes the mail to the log instead (development). */
export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.warn(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'SMTP_URL is not set; mail logged',
        )
      },
      close() {},
    }
  }
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail })
    },
    close: () => transport.close(),
  }
}
