import { createSecureContext } from 'node:tls'
import type { DbApi } from '@atendo/plugin-api'

/** The destinations an uploaded certificate may go to (administration.md §5: certificadoEfi). */
export const certificateRefs = ['certificadoEfi'] as const
export type CertificateRef = (typeof certificateRefs)[number]

/**
 * Whether `content` is a PKCS#12 bundle TLS can use as a client certificate: Efí's are issued
 * without a passphrase. The name is not trusted: only what OpenSSL reads counts.
 */
export function isUsableP12(content: Buffer): boolean {
  // A PKCS#12 file is a DER SEQUENCE whose first member is the version INTEGER 3.
  if (content.length < 8 || content[0] !== 0x30) return false
  try {
    createSecureContext({ pfx: content, passphrase: '' })
    return true
  } catch {
    return false
  }
}

/** The certificates, in the plugin's own table (platform-wide: no company owns them). */
export function certificateStore(db: DbApi) {
  return {
    async save(ref: CertificateRef, content: Buffer, fileName: string): Promise<void> {
      await db.platform().execute(
        `insert into billing_efi_certificates (ref, content, file_name) values (?, ?, ?)
         on conflict (ref) do update set content = excluded.content, file_name = excluded.file_name, uploaded_at = now()`,
        [ref, content, fileName],
      )
    },
    async read(ref: CertificateRef): Promise<Buffer | undefined> {
      const rows = await db
        .platform()
        .execute<{ content: Buffer }[]>('select content from billing_efi_certificates where ref = ?', [ref])
      return rows[0] ? Buffer.from(rows[0].content) : undefined
    },
  }
}
export type CertificateStore = ReturnType<typeof certificateStore>
