/** Where an uploaded certificate goes (administration.md §5: the destination option certificadoEfi). */
export const certificateDestinations = ['certificadoEfi'] as const

/**
 * What is wrong with a certificate upload before it is sent (administration.md §5 PIX certificate),
 * as a message key: a destination is required (Escolha um destino!), a file is required (Escolha
 * um arquivo!) and it must end in .p12 (Use somente arquivos em formato p12!).
 */
export function certificateProblem(
  destination: string | undefined,
  file: { name: string } | undefined,
): string | undefined {
  if (!destination) return 'atendo.pix_certificate.destination_required'
  if (!file) return 'atendo.pix_certificate.file_required'
  if (!file.name.toLowerCase().endsWith('.p12')) return 'atendo.pix_certificate.not_p12'
  return undefined
}
