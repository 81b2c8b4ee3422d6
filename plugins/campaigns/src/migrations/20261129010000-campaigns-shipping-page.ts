import { Migration } from '@atendo/plugin-api'

/**
 * A campaign's shipping records read a page at a time in the order they were written (GET
 * /campaigns/{id}, `shippingAfter`): an index that walks one campaign's rows by id, so a page of a
 * 100,000-recipient campaign reads its page and no more.
 */
export class CampaignsShippingPage extends Migration {
  override name = '20261129010000-campaigns-shipping-page'

  override up(): void {
    this.addSql('create index "campaigns_shippings_page" on "campaigns_shippings" ("campaign_id", "id");')
  }

  override down(): void {
    this.addSql('drop index if exists "campaigns_shippings_page";')
  }
}
