/**
 * The role the running app works as: not a superuser and without BYPASSRLS, so PostgreSQL's
 * row-level security binds every statement it runs. The migrating user (the one in DATABASE_URL)
 * owns the tables; the app switches to this role for its work (row-level-security.ts).
 */
export const appRole = 'atendo_app'

/**
 * Creates the app role when it is missing and lets the migrating user switch to it. Roles belong
 * to the whole server, so other databases on it (the test databases) may create it at the same
 * moment: losing that race is fine. Needs CREATEROLE (or a superuser) the first time; where the
 * migrating user has neither, a DBA creates `atendo_app` (NOLOGIN) and grants it to that user.
 */
export const ensureAppRoleSql = `
do $$
begin
  if not exists (select from pg_roles where rolname = '${appRole}') then
    begin
      create role ${appRole} nologin nosuperuser nobypassrls;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  if not pg_has_role(current_user, '${appRole}', 'member') then
    execute format('grant ${appRole} to %I', current_user);
  end if;
end
$$`

/**
 * What the app role may do on a schema's tables: data, never structure. The default privileges
 * extend it to tables and sequences the migrating user creates later, between two runs.
 */
export function appRoleGrantsSql(schema: string): string[] {
  const quoted = `"${schema.replaceAll('"', '""')}"`
  return [
    `grant usage on schema ${quoted} to ${appRole}`,
    `grant select, insert, update, delete on all tables in schema ${quoted} to ${appRole}`,
    `grant usage, select, update on all sequences in schema ${quoted} to ${appRole}`,
    `alter default privileges in schema ${quoted} grant select, insert, update, delete on tables to ${appRole}`,
    `alter default privileges in schema ${quoted} grant usage, select, update on sequences to ${appRole}`,
  ]
}
