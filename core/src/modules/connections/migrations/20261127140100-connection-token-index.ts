import { Migration } from '@mikro-orm/migrations'

/**
 * Integrations authenticate with a connection's token (the external send API), looked up across
 * companies on every call: indexed, so the lookup does not read every connection.
 */
export class ConnectionTokenIndexMigration extends Migration {
  override name = '20261127140100-connection-token-index'

  override up(): void {
    this.addSql(
      'create index if not exists "connections_token_index" on "connections" ("token") where "token" is not null;',
    )
  }
}
