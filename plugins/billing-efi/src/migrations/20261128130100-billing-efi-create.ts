import { Migration } from '@atendo/plugin-api'

/**
 * The certificates the super admin uploads (POST /settings/cert-upload), kept in the database:
 * never under a served directory, and the same for every instance of the deployment.
 */
export class CreateBillingEfi extends Migration {
  override name = '20261128130100-billing-efi-create'

  override up(): void {
    this.addSql(`create table "billing_efi_certificates" ("ref" varchar(50) primary key, "content" bytea not null,
      "file_name" varchar(255) not null, "uploaded_at" timestamptz not null default now());`)
  }

  override down(): void {
    this.addSql('drop table if exists "billing_efi_certificates";')
  }
}
