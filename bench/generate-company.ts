/**
 * Generates a large company for the list and search benchmarks: by default 1,000,000 tickets and
 * 10,000,000 messages over 200,000 contacts, written with set-based SQL (generate_series) so the
 * generator takes minutes, not hours.
 *
 * Run: npm run bench:generate   (TICKETS=..., MESSAGES=..., BENCH_DATABASE=atendo_bench_big)
 * The database is created on TEST_DATABASE_URL's server (default 127.0.0.1:5432) and kept.
 */
import pg from 'pg'
import { buildApp } from '../core/src/app.ts'
import { loadConfig } from '../core/src/config.ts'
import { hashPassword } from '../core/src/kernel/auth/passwords.ts'
import { TEST_SERVER_URL } from '../core/src/testing/test-database.ts'

const tickets = Number(process.env.TICKETS ?? 1_000_000)
const messages = Number(process.env.MESSAGES ?? 10_000_000)
const contacts = Number(process.env.CONTACTS ?? Math.max(1000, Math.floor(tickets / 5)))
const databaseName = process.env.BENCH_DATABASE ?? 'atendo_bench_big'

import { BENCH_ADMIN } from './bench-company.ts'

const serverUrl = new URL(TEST_SERVER_URL)
const databaseUrl = new URL(TEST_SERVER_URL)
databaseUrl.pathname = `/${databaseName}`

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await run()
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

const admin = new pg.Client({ connectionString: serverUrl.toString() })
await admin.connect()
await admin.query(`drop database if exists "${databaseName}" with (force)`)
await admin.query(`create database "${databaseName}"`)
await admin.end()

// Building the app applies every migration and seeds company 1.
// ROLE worker (no HTTP, no job workers started) is set after validation, as `npm run migrate` does:
// as a setting it needs REDIS_URL.
const app = await buildApp({
  config: {
    ...loadConfig({ DATABASE_URL: databaseUrl.toString(), LOG_LEVEL: 'warn', PLUGINS: '' }),
    ROLE: 'worker',
  },
})
await app.stop()

const db = new pg.Client({ connectionString: databaseUrl.toString() })
await db.connect()
const passwordHash = await hashPassword(BENCH_ADMIN.password)
await timed('company, users, queues, connections', async () => {
  await db.query(
    `insert into companies (id, name, plan_id, due_date, created_at, updated_at) values (2, 'Bench Co', 1, '2999-12-31', now(), now())`,
  )
  await db.query(`select setval('companies_id_seq', 2)`)
  await db.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at) values (2, 'Bench Admin', $1, $2, 'admin', now(), now())`,
    [BENCH_ADMIN.email, passwordHash],
  )
  await db.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
    select 2, 'Agent ' || i, 'agent' || i || '@bench.local', $1, 'user', now(), now() from generate_series(1, 20) i`,
    [passwordHash],
  )
  await db.query(`insert into queues (company_id, name, color, schedules, created_at, updated_at)
    select 2, 'Fila ' || i, '#' || lpad(to_hex(i * 40000), 6, '0'), '[]', now(), now() from generate_series(1, 5) i`)
  await db.query(`insert into connections (company_id, name, channel, provider, status, is_default, options, created_at, updated_at)
    select 2, 'Conexão ' || i, 'api', 'api', 'CONNECTED', i = 1, '{}', now(), now() from generate_series(1, 3) i`)
})
await timed(`${contacts} contacts`, () =>
  db.query(
    `insert into contacts (company_id, name, number, channel, created_at, updated_at)
    select 2, 'Cliente ' || i, '55119' || lpad(i::text, 8, '0'), 'whatsapp', now(), now() from generate_series(1, $1) i`,
    [contacts],
  ),
)
// One working ticket at most per contact and connection (the partial unique index): older tickets are closed.
await timed(`${tickets} tickets`, () =>
  db.query(
    `insert into tickets (uuid, company_id, contact_id, user_id, queue_id, connection_id, status, channel, last_message, last_message_at, unread_messages, created_at, updated_at)
     select gen_random_uuid(), 2,
            c.min_id + ((i - 1) % $2),
            case when i % 4 = 0 then null else u.min_id + (i % 21) end,
            case when i % 6 = 0 then null else q.min_id + (i % 5) end,
            k.min_id + ((i / $2) % 3),
            case when i > $1 - $2 * 3 then (array['open','pending','open','group'])[1 + i % 4] else 'closed' end,
            'api', 'mensagem ' || i, now() - (($1 - i) || ' seconds')::interval, i % 3,
            now() - (($1 - i) || ' seconds')::interval, now() - (($1 - i) || ' seconds')::interval
       from generate_series(1, $1) i,
            (select min(id) as min_id from contacts where company_id = 2) c,
            (select min(id) as min_id from users where company_id = 2) u,
            (select min(id) as min_id from queues where company_id = 2) q,
            (select min(id) as min_id from connections where company_id = 2) k`,
    [tickets, contacts],
  ),
)
// Bulk-load messages without the full-text index, then build it once.
await db.query('drop index if exists messages_body_search')
const words = [
  'olá',
  'pedido',
  'entrega',
  'boleto',
  'pix',
  'cancelar',
  'troca',
  'nota',
  'fiscal',
  'atraso',
  'obrigado',
  'suporte',
  'senha',
  'endereço',
  'produto',
  'garantia',
]
await timed(`${messages} messages`, async () => {
  const batch = 1_000_000
  for (let offset = 0; offset < messages; offset += batch) {
    const count = Math.min(batch, messages - offset)
    await db.query(
      `insert into messages (company_id, ticket_id, contact_id, connection_id, external_id, from_me, body, ack, created_at, updated_at)
       select 2, t.min_id + ((i - 1) % $3), null, null, 'bench-' || i, i % 2 = 0,
              $4::text[] ? '' || '',
              2, now() - ((${messages} - i) || ' seconds')::interval, now()
         from generate_series($1::bigint, $2::bigint) i,
              (select min(id) as min_id from tickets where company_id = 2) t`.replace(
        `$4::text[] ? '' || ''`,
        `($4::text[])[1 + (i % 16)] || ' ' || ($4::text[])[1 + ((i / 16) % 16)] || ' ' || ($4::text[])[1 + ((i / 256) % 16)] || ' cliente ' || (i % 100000)`,
      ),
      [offset + 1, offset + count, tickets, words],
    )
    console.log(`  ${offset + count} messages`)
  }
})
await timed('full-text index over message bodies', () =>
  db.query(`create index "messages_body_search" on "messages" using gin (to_tsvector('simple', "body"))`),
)
// Vacuumed as well: a live database's autovacuum sets the visibility map that lets the list's
// capped counts read the ticket indexes alone (10,000 heap fetches per count without it), and this
// machine's PostgreSQL runs with autovacuum off.
await timed('vacuum and analyze', () => db.query('vacuum (analyze) tickets, contacts, messages'))
await db.end()
console.log(
  JSON.stringify({ database: databaseName, url: databaseUrl.toString(), tickets, messages, contacts }),
)
