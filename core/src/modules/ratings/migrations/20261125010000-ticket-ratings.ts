import { Migration } from '@mikro-orm/migrations'

/**
 * Ratings (core/src/modules/ratings, docs/ratings.md) and the dashboard's indexes
 * (core/src/modules/dashboard, docs/dashboard.md).
 *
 * `ticket_ratings` now keeps the contact's answer on the NPS scale (0 to 10, administration.md
 * §9) and who gave it; the list's 1-to-5 emoji is derived from it when a ticket is read. No
 * release wrote to the table before, so there is nothing to convert. `ticket_rating_requests`
 * are the questions sent on closing that wait for the contact's answer.
 */
export class TicketRatingsMigration extends Migration {
  override name = '20261125010000-ticket-ratings'

  override up(): void {
    for (const statement of statements) this.addSql(statement)
  }
}

const statements = [
  'alter table "ticket_ratings" add column "contact_id" int null;',
  'update "ticket_ratings" r set "contact_id" = t."contact_id" from "tickets" t where t."id" = r."ticket_id";',
  'alter table "ticket_ratings" alter column "contact_id" set not null;',
  'alter table "ticket_ratings" add constraint "ticket_ratings_rate_check" check ("rate" between 0 and 10);',
  'alter table "ticket_ratings" add constraint "ticket_ratings_company_fk" foreign key ("company_id") references "companies" ("id") on delete cascade;',
  'alter table "ticket_ratings" add constraint "ticket_ratings_contact_fk" foreign key ("contact_id") references "contacts" ("id") on delete cascade;',
  // A deleted attendant's ratings still count for the company.
  'alter table "ticket_ratings" add constraint "ticket_ratings_user_fk" foreign key ("user_id") references "users" ("id") on delete set null;',
  'create index "ticket_ratings_contact_index" on "ticket_ratings" ("contact_id");',
  'create index "ticket_ratings_user_index" on "ticket_ratings" ("user_id");',

  `create table "ticket_rating_requests" ("id" serial primary key, "company_id" int not null, "ticket_id" int not null,
     "contact_id" int not null, "connection_id" int not null, "user_id" int null, "status" text not null default 'open',
     "invalid_answers" int not null default 0, "expires_at" timestamptz not null,
     "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
  `alter table "ticket_rating_requests" add constraint "ticket_rating_requests_status_check" check ("status" in ('open', 'rated', 'dropped', 'expired'));`,
  // What the inbound pipeline looks for on every message of a person: their open question on this connection.
  `create index "ticket_rating_requests_open_index" on "ticket_rating_requests" ("company_id", "contact_id", "connection_id") where "status" = 'open';`,
  `create unique index "ticket_rating_requests_one_open_per_ticket" on "ticket_rating_requests" ("ticket_id") where "status" = 'open';`,
  'create index "ticket_rating_requests_ticket_index" on "ticket_rating_requests" ("ticket_id");',
  'create index "ticket_rating_requests_contact_index" on "ticket_rating_requests" ("contact_id");',
  'create index "ticket_rating_requests_connection_index" on "ticket_rating_requests" ("connection_id");',
  'alter table "ticket_rating_requests" add constraint "ticket_rating_requests_company_fk" foreign key ("company_id") references "companies" ("id") on delete cascade;',
  'alter table "ticket_rating_requests" add constraint "ticket_rating_requests_ticket_fk" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;',
  'alter table "ticket_rating_requests" add constraint "ticket_rating_requests_contact_fk" foreign key ("contact_id") references "contacts" ("id") on delete cascade;',
  'alter table "ticket_rating_requests" add constraint "ticket_rating_requests_connection_fk" foreign key ("connection_id") references "connections" ("id") on delete cascade;',
  'alter table "ticket_rating_requests" add constraint "ticket_rating_requests_user_fk" foreign key ("user_id") references "users" ("id") on delete set null;',

  // The dashboard's ranges: tickets closed in a range (only while still closed), tickets and
  // contacts created in a range.
  `create index "tickets_closed_in_range" on "tickets" ("company_id", "closed_at") where "status" = 'closed';`,
  'create index "tickets_created_in_range" on "tickets" ("company_id", "created_at");',
  'create index "contacts_created_in_range" on "contacts" ("company_id", "created_at") where not "is_group";',
  // The timeline entries the dashboard reads per ticket: when an attendant first took it, and
  // whether an attendant created it. Partial, so each probe reads a few small pages.
  `create index "ticket_logs_attended" on "ticket_logs" ("ticket_id", "created_at")
     where "type" = 'open' or ("type" in ('receivedTransfer', 'reopen') and "user_id" is not null);`,
  `create index "ticket_logs_created_by_attendant" on "ticket_logs" ("ticket_id") where "type" = 'create' and "user_id" is not null;`,
]
