import { Migration } from '@mikro-orm/migrations'

/**
 * A contact's messages found by contact: merging two contacts of one person moves the duplicate's
 * messages (in groups too, outside its own tickets) without reading every message of the company.
 */
export class MessagesByContactMigration extends Migration {
  override name = '20261122042000-messages-by-contact'

  override up(): void {
    this.addSql('create index "messages_contact_id_index" on "messages" ("contact_id");')
  }
}
