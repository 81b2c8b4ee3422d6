import writeXlsxFile from 'write-excel-file/universal'

/** One cell of a written sheet; null leaves it empty. */
export type SheetCell = string | number | boolean | Date | null

/**
 * An .xlsx file of one sheet holding `rows` (the header first), as a Blob to download or store.
 *
 * @example
 * const file = await writeXlsx([['Contato', 'NPS'], ['Maria', 9]], 'Atendimentos')
 */
export async function writeXlsx(rows: readonly (readonly SheetCell[])[], sheetName: string): Promise<Blob> {
  return writeXlsxFile(
    rows.map((row) => [...row]),
    { sheet: sheetName },
  ).toBlob()
}
