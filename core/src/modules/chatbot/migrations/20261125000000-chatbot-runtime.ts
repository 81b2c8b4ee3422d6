import { Migration } from '@mikro-orm/migrations'

/**
 * The queue chatbot's runtime (core/src/modules/chatbot): the customer messages waiting for the
 * bot's answer (written with the message, deleted once answered), where each waiting ticket is in
 * its menus, and the answers decided but not yet handed to the channel.
 */
export class ChatbotRuntimeMigration extends Migration {
  override name = '20261125000000-chatbot-runtime'

  override up(): void {
    for (const statement of statements) this.addSql(statement)
  }
}

const statements = [
  'create table "chatbot_inputs" ("message_id" bigint primary key, "company_id" int not null, "ticket_id" int not null, "created_at" timestamptz not null default now());',
  'create index "chatbot_inputs_ticket_index" on "chatbot_inputs" ("ticket_id", "message_id");',
  'create index "chatbot_inputs_created_at_index" on "chatbot_inputs" ("created_at");',
  'alter table "chatbot_inputs" add constraint "chatbot_inputs_message_fk" foreign key ("message_id") references "messages" ("id") on delete cascade;',
  'alter table "chatbot_inputs" add constraint "chatbot_inputs_ticket_fk" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;',
  'alter table "chatbot_inputs" add constraint "chatbot_inputs_company_fk" foreign key ("company_id") references "companies" ("id") on delete cascade;',

  'create table "ticket_bot_states" ("ticket_id" int primary key, "company_id" int not null, "queue_id" int null, "menu_option_id" int null, "menu_sent_at" timestamptz null, "out_of_hours_notice_at" timestamptz null, "updated_at" timestamptz not null);',
  'alter table "ticket_bot_states" add constraint "ticket_bot_states_ticket_fk" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;',
  'alter table "ticket_bot_states" add constraint "ticket_bot_states_company_fk" foreign key ("company_id") references "companies" ("id") on delete cascade;',
  'alter table "ticket_bot_states" add constraint "ticket_bot_states_queue_fk" foreign key ("queue_id") references "queues" ("id") on delete set null;',
  // A deleted option sends the customer back to the top of the queue's menu.
  'alter table "ticket_bot_states" add constraint "ticket_bot_states_option_fk" foreign key ("menu_option_id") references "chatbot_options" ("id") on delete set null;',

  'create table "chatbot_replies" ("id" bigserial primary key, "company_id" int not null, "ticket_id" int not null, "body" text not null, "created_at" timestamptz not null default now());',
  'create index "chatbot_replies_ticket_index" on "chatbot_replies" ("ticket_id", "id");',
  'alter table "chatbot_replies" add constraint "chatbot_replies_ticket_fk" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;',
  'alter table "chatbot_replies" add constraint "chatbot_replies_company_fk" foreign key ("company_id") references "companies" ("id") on delete cascade;',
]
