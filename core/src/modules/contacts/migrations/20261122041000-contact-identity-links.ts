import { Migration } from '@mikro-orm/migrations'

/**
 * What a channel said about two ids of one person (a WhatsApp `@lid` and a phone number), kept even
 * before that person becomes a contact, so their first message under either id finds the other.
 */
export class ContactIdentityLinksMigration extends Migration {
  override name = '20261122041000-contact-identity-links'

  override up(): void {
    this.addSql(
      'create table "contact_identity_links" ("id" serial primary key, "company_id" int not null references "companies" ("id") on delete cascade, "kind" text not null, "value" varchar(200) not null, "alias_kind" text not null, "alias_value" varchar(200) not null, "created_at" timestamptz not null default now());',
    )
    this.addSql(
      'alter table "contact_identity_links" add constraint "contact_identity_links_unique" unique ("company_id", "kind", "value", "alias_kind", "alias_value");',
    )
  }
}
