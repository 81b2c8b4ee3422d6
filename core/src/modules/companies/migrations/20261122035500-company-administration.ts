import { Migration } from '@mikro-orm/migrations'

/**
 * What the super admin's company form records beyond signup (administration.md §3 Company):
 * contracted attendants and connections, payment method, address, and the company's working
 * hours used when the schedule type is "company".
 */
export class CompanyAdministrationMigration extends Migration {
  override name = '20261122035500-company-administration'

  override up(): void {
    this.addSql(
      `alter table "companies"
        add column "number_attendants" int not null default 1,
        add column "number_conections" int not null default 1,
        add column "payment_method" varchar(50) null,
        add column "address_street" varchar(200) null,
        add column "address_state" varchar(100) null,
        add column "address_city" varchar(100) null,
        add column "schedules" jsonb not null default '[]';`,
    )
  }
}
