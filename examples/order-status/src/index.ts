import { definePlugin, inboundHandlers, Migration } from '@atendo/plugin-api'
import { type Static, Type } from 'typebox'

class CreateOrders extends Migration {
  override up(): void {
    this.addSql(`create table order_status_orders (id serial primary key, company_id int not null, code varchar(20)
      not null, status varchar(200) not null, updated_at timestamptz not null default now(), unique (company_id, code))`)
  }
}
const sql = {
  list: 'select id, code, status from order_status_orders where company_id = ? order by id desc limit 500',
  save: `insert into order_status_orders (company_id, code, status) values (?, ?, ?) on conflict (company_id, code)
         do update set status = excluded.status, updated_at = now() returning id, code, status`,
  find: 'select status from order_status_orders where company_id = ? and code = ?',
  forget: `delete from order_status_orders where company_id = ? and code = ? and status = 'entregue'`,
}
const Order = Type.Object({ id: Type.Integer(), code: Type.String(), status: Type.String() })
const saveSchema = {
  params: Type.Object({ code: Type.String({ pattern: '^[0-9]{3,20}$' }) }),
  body: Type.Object({ status: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: { 200: Order },
}
const admins = { access: { profile: 'admin' as const } }
const listSchema = { response: { 200: Type.Array(Order) } }
const later = (companyId: number) => ({ companyId, delayMs: 30 * 24 * 60 * 60 * 1000 }) // 30 days
/** Answers "pedido 12345" with the status the shop sets; a delivered order goes 30 days later (a durable job). */
export default definePlugin({
  id: 'order-status',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ migrations, http, jobs, db, settings, ui, extensions }) {
    migrations([{ name: '20261126000000-order-status-orders', class: CreateOrders }])
    settings.companyOption({ key: 'orderStatusReply', default: 'Pedido {code}: {status}' })
    const drop = jobs.define<{ companyId: number; code: string }>('order-status.forget', async (order) => {
      await db.forCompany(order.companyId).execute(sql.forget, [order.companyId, order.code])
    })
    http.routes(async (fastify) => {
      fastify.get('/order-status/orders', { config: admins, schema: listSchema }, (request) =>
        request.em.execute<Static<typeof Order>[]>(sql.list, [request.caller.companyId]),
      )
      fastify.put('/order-status/orders/:code', { config: admins, schema: saveSchema }, (request) =>
        request.em.transactional(async (tx) => {
          const { companyId } = request.caller
          const values = [companyId, request.params.code, request.body.status]
          const [order] = await tx.execute<Static<typeof Order>[]>(sql.save, values)
          if (order.status === 'entregue') await drop.enqueueIn(tx, { ...order, companyId }, later(companyId))
          return order
        }),
      )
    })
    ui.panel({
      app: 'admin',
      kind: 'resource',
      id: 'order-status',
      label: 'Orders',
      labels: { pt: 'Pedidos' },
      path: '/order-status/orders',
      readOnly: true,
      fields: [
        { source: 'code', label: 'Order', labels: { pt: 'Pedido' }, type: 'text' },
        { source: 'status', label: 'Status', labels: { pt: 'Situação' }, type: 'text' },
      ],
    })
    extensions.provide(inboundHandlers, {
      id: 'order-status.answer',
      order: 450, // after core's rating and consent dialogs, before the chatbot (500)
      phase: 'in-transaction',
      async handle(ctx) {
        const code = /pedido\s+(\d{3,20})/i.exec(ctx.message.text)?.[1]
        if (!code || !(await ctx.claim())) return
        const [order] = await ctx.em.execute<{ status: string }[]>(sql.find, [ctx.companyId, code])
        const reply = await settings.readCompanyOption(ctx.companyId, 'orderStatusReply')
        const found = order && reply.replace('{code}', code).replace('{status}', order.status)
        await ctx.reply(found || `Não encontramos o pedido ${code}.`)
        await ctx.handOver() // the attendants (and the chatbot) take the next message
      },
    })
  },
})
