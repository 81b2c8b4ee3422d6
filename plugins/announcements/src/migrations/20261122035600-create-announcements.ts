import { Migration } from '@atendo/plugin-api'

export class CreateAnnouncements extends Migration {
  override name = '20261122035600-announcements-create'

  override up(): void {
    this.addSql(
      `create table "announcements" ("id" serial primary key, "title" varchar(200) not null, "text" text not null, "priority" int not null default 3 check ("priority" between 1 and 3), "status" boolean not null default true, "media_path" varchar(255) null, "media_name" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
    this.addSql(
      'create index "announcements_status_priority_index" on "announcements" ("status", "priority");',
    )
  }

  override down(): void {
    this.addSql('drop table if exists "announcements";')
  }
}
