import { Migration } from '@atendo/plugin-api'

/**
 * `next_send_at`: the earliest instant the campaign's next message may go. The dispatch chain and
 * the messages of confirmed recipients both take their turn from it, so the intervals hold across
 * both (docs/campaigns.md, "Pace").
 */
export class CampaignsSendSlot extends Migration {
  override name = '20261128300000-campaigns-send-slot'

  override up(): void {
    this.addSql('alter table "campaigns" add column "next_send_at" timestamptz null;')
  }

  override down(): void {
    this.addSql('alter table "campaigns" drop column "next_send_at";')
  }
}
