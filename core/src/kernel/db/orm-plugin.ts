import type { MigrationObject } from '@mikro-orm/core'
import fp from 'fastify-plugin'
import { createOrm, type Orm, type OrmOptions } from './orm.ts'
import { runMigrations } from './run-migrations.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The ORM over every entity, core's and the loaded plugins'. */
    orm: Orm
  }
}

export interface OrmPluginOptions {
  entities: OrmOptions['entities']
  migrations: MigrationObject[]
}

/**
 * Brings the schema up to date (core's migrations, then the plugins') and opens the ORM over the
 * entities features contributed. What uses the ORM (jobs, mail, session calls) registers after
 * it, so closes before it.
 */
export const ormPlugin = fp<OrmPluginOptions>(
  async (fastify, { entities, migrations }) => {
    const { url, poolSize } = fastify.database
    const applied = await runMigrations({ url, migrations, log: fastify.log })
    if (applied.length > 0) fastify.log.info({ migrations: applied }, 'applied migrations')
    const orm = await createOrm({ url, poolSize, entities, migrations })
    fastify.decorate('orm', orm)
    fastify.addHook('onClose', () => orm.close())
  },
  { name: 'atendo-orm', dependencies: ['atendo-database'] },
)
