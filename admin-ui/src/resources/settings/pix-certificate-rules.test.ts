import { describe, expect, it } from 'vitest'
import { certificateProblem } from './pix-certificate-rules.ts'

describe('PIX certificate upload rules', () => {
  it('needs a destination, a file, and a .p12 name, in that order', () => {
    expect(certificateProblem('', { name: 'a.p12' })).toBe('atendo.pix_certificate.destination_required')
    expect(certificateProblem('certificadoEfi', undefined)).toBe('atendo.pix_certificate.file_required')
    expect(certificateProblem('certificadoEfi', { name: 'cert.pem' })).toBe('atendo.pix_certificate.not_p12')
    expect(certificateProblem('certificadoEfi', { name: 'Producao.P12' })).toBeUndefined()
  })
})
