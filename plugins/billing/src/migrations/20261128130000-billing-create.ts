import { Migration } from '@atendo/plugin-api'

/** Invoices, the charges opened for them with a provider, and the notifications providers sent. */
export class CreateBilling extends Migration {
  override name = '20261128130000-billing-create'

  override up(): void {
    const company = `"company_id" int not null references "companies" ("id") on delete cascade`
    // One invoice per company and licence period (its due date): the unique key is what makes
    // two workers generating the same period harmless.
    this.addSql(`create table "billing_invoices" ("id" serial primary key, ${company},
      "detail" varchar(200) not null, "users" int not null, "connections" int not null, "queues" int not null,
      "value" numeric(12,2) not null, "due_date" date not null,
      "status" varchar(10) not null default 'open' check ("status" in ('open', 'paid')),
      "paid_at" timestamptz null, "paid_provider" varchar(50) null, "paid_charge_id" varchar(200) null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      unique ("company_id", "due_date"));`)
    this.addSql('create index on "billing_invoices" ("company_id", "due_date" desc);')
    this.addSql(`create table "billing_charges" ("id" serial primary key, ${company},
      "invoice_id" int not null references "billing_invoices" ("id") on delete cascade,
      "provider" varchar(50) not null, "charge_id" varchar(200) not null, "amount_cents" int not null,
      "created_at" timestamptz not null default now(),
      unique ("provider", "charge_id"));`)
    // Every notification a provider endpoint received, authentic or not: the audit of refusals.
    this.addSql(`create table "billing_notifications" ("id" bigserial primary key,
      "provider" varchar(50) not null, "outcome" varchar(20) not null, "charge_id" varchar(200) null,
      "remote_address" varchar(100) null, "received_at" timestamptz not null default now());`)
  }

  override down(): void {
    this.addSql('drop table if exists "billing_notifications", "billing_charges", "billing_invoices";')
  }
}
