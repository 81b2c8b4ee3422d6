import { Migration } from '@mikro-orm/migrations'

/** Plans, companies, users, sessions, password resets and settings. */
export class KernelMigration extends Migration {
  override name = '20261122000000-kernel'

  override up(): void {
    this.addSql(
      `create table "plans" ("id" serial primary key, "name" varchar(100) not null, "amount" numeric(12,2) not null default 0, "users" int not null default 0, "connections" int not null default 0, "queues" int not null default 0, "is_public" boolean not null default true, "use_whatsapp" boolean not null default true, "use_facebook" boolean not null default true, "use_instagram" boolean not null default true, "use_campaigns" boolean not null default true, "use_schedules" boolean not null default true, "use_internal_chat" boolean not null default true, "use_external_api" boolean not null default true, "use_kanban" boolean not null default true, "use_open_ai" boolean not null default true, "use_integrations" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
    this.addSql(`alter table "plans" add constraint "plans_name_unique" unique ("name");`)

    this.addSql(
      `create table "companies" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(255) null, "phone" varchar(50) null, "document" varchar(50) null, "plan_id" int not null references "plans" ("id"), "status" boolean not null default true, "due_date" date null, "recurrence" text not null default 'MENSAL', "last_login" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
    this.addSql(`alter table "companies" add constraint "companies_name_unique" unique ("name");`)
    this.addSql(
      `alter table "companies" add constraint "companies_recurrence_check" check ("recurrence" in ('MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'));`,
    )

    this.addSql(
      `create table "users" ("id" serial primary key, "company_id" int not null references "companies" ("id") on delete cascade, "name" varchar(100) not null, "email" varchar(255) not null, "password_hash" varchar(255) not null, "profile" text not null default 'user', "super" boolean not null default false, "profile_image" varchar(255) null, "start_work" varchar(5) not null default '00:00', "end_work" varchar(5) not null default '23:59', "farewell_message" text null, "whatsapp_id" int null, "all_ticket" text not null default 'disabled', "allow_group" text not null default 'disabled', "all_historic" text not null default 'disabled', "all_user_chat" text not null default 'disabled', "user_close_pending_ticket" text not null default 'disabled', "show_dashboard" text not null default 'disabled', "allow_real_time" text not null default 'disabled', "allow_connections" text not null default 'disabled', "default_theme" text not null default 'light', "default_menu" text not null default 'open', "default_tickets_manager_width" int not null default 1100, "color" varchar(9) null, "online" boolean not null default false, "last_seen_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
    this.addSql(`create index "users_company_id_index" on "users" ("company_id");`)
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`)
    this.addSql(
      `alter table "users" add constraint "users_profile_check" check ("profile" in ('admin', 'user'));`,
    )
    for (const column of [
      'all_ticket',
      'allow_group',
      'all_historic',
      'all_user_chat',
      'user_close_pending_ticket',
      'show_dashboard',
      'allow_real_time',
      'allow_connections',
    ]) {
      this.addSql(
        `alter table "users" add constraint "users_${column}_check" check ("${column}" in ('enabled', 'disabled'));`,
      )
    }
    this.addSql(
      `alter table "users" add constraint "users_default_theme_check" check ("default_theme" in ('light', 'dark'));`,
    )
    this.addSql(
      `alter table "users" add constraint "users_default_menu_check" check ("default_menu" in ('open', 'closed'));`,
    )

    this.addSql(
      `create table "user_sessions" ("id" uuid not null primary key, "user_id" int not null references "users" ("id") on delete cascade, "company_id" int not null, "refresh_token_hash" varchar(64) not null, "previous_refresh_token_hash" varchar(64) null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(50) null, "user_agent" varchar(500) null, "ip" varchar(64) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
    this.addSql(`create index "user_sessions_user_id_index" on "user_sessions" ("user_id");`)
    this.addSql(
      `alter table "user_sessions" add constraint "user_sessions_refresh_token_hash_unique" unique ("refresh_token_hash");`,
    )
    this.addSql(
      `create index "user_sessions_previous_refresh_token_hash_index" on "user_sessions" ("previous_refresh_token_hash");`,
    )
    // One live session per user, enforced by the database rather than by the login handler.
    this.addSql(
      `create unique index "user_sessions_one_live_per_user" on "user_sessions" ("user_id") where "revoked_at" is null;`,
    )

    this.addSql(
      `create table "password_resets" ("id" serial primary key, "user_id" int not null references "users" ("id") on delete cascade, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`)
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`,
    )

    // Secrets the kernel generates on first start (e.g. the token signing key), shared by every node.
    this.addSql(
      `create table "kernel_secrets" ("name" varchar(100) not null primary key, "value" text not null, "created_at" timestamptz not null default now());`,
    )

    this.addSql(
      `create table "global_settings" ("key" varchar(100) not null primary key, "value" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )

    this.addSql(
      `create table "company_settings" ("id" serial primary key, "company_id" int not null references "companies" ("id") on delete cascade, "key" varchar(100) not null, "value" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
    this.addSql(`create index "company_settings_company_id_index" on "company_settings" ("company_id");`)
    this.addSql(
      `alter table "company_settings" add constraint "company_settings_company_id_key_unique" unique ("company_id", "key");`,
    )
  }
}
