import { Migration } from '@atendo/plugin-api'

export class CreateHelps extends Migration {
  override name = '20261122010000-helps-create'

  override up(): void {
    this.addSql(
      `create table "helps" ("id" serial primary key, "title" varchar(200) not null, "description" text null, "video" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
  }

  override down(): void {
    this.addSql('drop table if exists "helps";')
  }
}
