import { AppError, multipartFile, type PluginRoutes } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { efiErrors } from '../errors.ts'
import {
  type CertificateRef,
  type CertificateStore,
  certificateRefs,
  isUsableP12,
} from './certificate-store.ts'

/** Far larger than any client certificate bundle. */
const maxCertificateBytes = 64 * 1024

/**
 * POST /settings/cert-upload?ref=certificadoEfi (administration.md §7): the super admin's PIX
 * certificate. A `.p12` name and a bundle OpenSSL can read are both required; it is stored in the
 * database, never where files are served.
 */
export const certUploadRoutes: PluginRoutes<{ store: CertificateStore }> = async (fastify, { store }) => {
  fastify.post(
    '/settings/cert-upload',
    {
      config: { access: { super: true } },
      schema: {
        tags: ['billing'],
        summary:
          'Upload the PIX provider certificate (.p12, multipart "file"); answers mensagem "Arquivo Anexado"',
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({ file: multipartFile('the .p12 certificate') }),
        querystring: Type.Object({ ref: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: { 200: Type.Object({ mensagem: Type.String() }) },
      },
    },
    async (request) => {
      const ref = request.query.ref
      if (!ref) throw new AppError(efiErrors.ERR_BILLING_EFI_DESTINATION_REQUIRED)
      if (!certificateRefs.includes(ref as CertificateRef)) {
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'ref', message: 'must be certificadoEfi' }],
        })
      }
      const file = await request.file().catch(() => undefined)
      if (!file) throw new AppError(efiErrors.ERR_BILLING_EFI_FILE_REQUIRED)
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of file.file) {
        size += chunk.length
        if (size > maxCertificateBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE')
        chunks.push(chunk)
      }
      const content = Buffer.concat(chunks)
      if (content.length === 0) throw new AppError(efiErrors.ERR_BILLING_EFI_FILE_REQUIRED)
      if (!file.filename.toLowerCase().endsWith('.p12') || !isUsableP12(content)) {
        throw new AppError(efiErrors.ERR_BILLING_EFI_NOT_P12)
      }
      await store.save(ref as CertificateRef, content, file.filename.slice(0, 255))
      return { mensagem: 'Arquivo Anexado' }
    },
  )
}
