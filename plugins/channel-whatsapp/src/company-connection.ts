import { AppError, type Em } from '@atendo/plugin-api'

/**
 * The caller's company's WhatsApp connection by id (or the default one when no id is given), for
 * the plugin's routes; ERR_NO_WAPP_FOUND when there is none, as for another company's id.
 */
export async function companyWhatsAppConnection(
  em: Em,
  companyId: number,
  connectionId: number | undefined,
): Promise<number> {
  const [row] = await em.execute<{ id: number }[]>(
    `select id from connections
      where company_id = ? and provider = 'baileys' and (id = ? or (?::int is null and is_default))
      order by id limit 1`,
    [companyId, connectionId ?? null, connectionId ?? null],
  )
  if (!row) throw new AppError('ERR_NO_WAPP_FOUND')
  return row.id
}
