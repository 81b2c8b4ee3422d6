import { Migration } from '@mikro-orm/migrations'

/**
 * The contact's wallet owner (docs/automations.md "Wallets"): the attendant the contact belongs
 * to; with the company option DirectTicketsToWallets on, the contact's new tickets go to them.
 */
export class ContactWalletMigration extends Migration {
  override name = '20261127130200-contact-wallet'

  override up(): void {
    this.addSql('alter table "contacts" add column "wallet_user_id" int null;')
  }
}
