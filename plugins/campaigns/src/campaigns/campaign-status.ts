/** administration.md §4: a campaign's statuses. */
export const campaignStatuses = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const
export type CampaignStatus = (typeof campaignStatuses)[number]

/**
 * The moves a campaign's status may make (administration.md §4). Saving sets INATIVA or
 * PROGRAMADA (by whether it has a time); its time starts it (EM_ANDAMENTO); a running or
 * scheduled one can be stopped (CANCELADA) and a cancelled one restarted (EM_ANDAMENTO); it ends
 * FINALIZADA once every recipient was handled. FINALIZADA is final.
 */
const moves: Record<CampaignStatus, readonly CampaignStatus[]> = {
  INATIVA: ['INATIVA', 'PROGRAMADA'],
  PROGRAMADA: ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA'],
  EM_ANDAMENTO: ['CANCELADA', 'FINALIZADA'],
  CANCELADA: ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO'],
  FINALIZADA: [],
}

export function canMove(from: CampaignStatus, to: CampaignStatus): boolean {
  return moves[from].includes(to)
}

/** How long before its time a scheduled campaign stops being editable. */
export const editableLeadMs = 60 * 60 * 1000

/**
 * administration.md §4: editable only when INATIVA, or PROGRAMADA with its time more than 1 hour
 * away; otherwise read-only, except that a CANCELADA campaign may still be saved.
 *
 * @example
 * isEditable({ status: 'PROGRAMADA', scheduledAt: inTwoHours }, now) // true
 */
export function isEditable(
  campaign: { status: CampaignStatus; scheduledAt: Date | null },
  now: Date,
): boolean {
  if (campaign.status === 'INATIVA' || campaign.status === 'CANCELADA') return true
  if (campaign.status !== 'PROGRAMADA' || !campaign.scheduledAt) return false
  return campaign.scheduledAt.getTime() - now.getTime() > editableLeadMs
}

/** The status a saved campaign takes: PROGRAMADA when it has a time, INATIVA otherwise. */
export function statusAfterSave(scheduledAt: Date | null): CampaignStatus {
  return scheduledAt ? 'PROGRAMADA' : 'INATIVA'
}
