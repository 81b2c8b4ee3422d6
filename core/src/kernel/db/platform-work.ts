/**
 * The work that may read and write across companies, each named once. A platform EntityManager
 * (`platformEm(orm, work)`) is the only way to see more than one company's rows; its transactions
 * carry the name in the `atendo.platform` setting. Anything else works for one company.
 *
 * - `sign-in`: finding a user, a session or a reset code before the company is known.
 * - `first-start`: seeding the first company and admin, reading kernel secrets at boot.
 * - `super-admin`: the super admin's screens (companies, plans, global settings).
 * - `inbound`: a channel event before its connection's company is read (then `enterCompany`).
 * - `sweep`: periodic jobs that find work in every company (ticket expiry, chatbot, replays).
 * - `channel-sessions`: starting and stopping every connection's session on a node.
 * - `realtime`: socket rooms that span companies (the list of company ids).
 * - `locks`: advisory locks, which read no rows.
 * - `plugin`: a plugin's own platform work, through `db.platform()` of the plugin contract.
 * - `jobs`: the job outbox, handing due runs to the workers and claiming them whatever their
 *   company (each run then works for its own company).
 */
export type PlatformWork =
  | 'sign-in'
  | 'first-start'
  | 'super-admin'
  | 'inbound'
  | 'sweep'
  | 'channel-sessions'
  | 'realtime'
  | 'locks'
  | 'plugin'
  | 'jobs'
