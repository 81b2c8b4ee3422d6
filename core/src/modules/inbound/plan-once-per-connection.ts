/**
 * Plans the transaction's prepared statements once per connection (PostgreSQL's generic plan),
 * instead of again for each event: the statement that reads the live events' rows
 * (live/written-rows.ts) probes each table by key whatever the plan, but a custom plan of it took
 * 1.2 ms to make against 0.2 ms to run, and PostgreSQL kept making one, since a plan for one
 * message looks cheaper than one for any number. The other statements of an event already ran
 * on generic plans. Set with the lock, like the commit mode: no round trip of its own.
 */
export const planOncePerConnection = `set_config('plan_cache_mode', 'force_generic_plan', true) as plan_mode`
