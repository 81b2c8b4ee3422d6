import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }))

/**
 * The checkout's payload (administration.md §3 Subscription payload). Card fields are accepted
 * for the spec's form but never read nor stored: card payments happen on the provider's page.
 * `price` is the browser's figure and is ignored: the server prices the plan itself.
 */
export const SubscriptionBody = Type.Object({
  firstName: text(100),
  lastName: text(100),
  address2: text(200),
  city: text(100),
  state: text(100),
  /** Labelled CPF/CNPJ on the checkout's form. */
  zipcode: text(30),
  country: text(100),
  useAddressForPaymentDetails: Type.Optional(Type.Boolean()),
  nameOnCard: text(100),
  cardNumber: text(30),
  cvv: text(10),
  plan: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 2000 }),
      Type.Object({}, { additionalProperties: true, maxProperties: 40 }),
    ]),
  ),
  price: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
  users: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  connections: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  invoiceId: Type.Optional(idSchema({ description: 'the invoice paid; the oldest open one when absent' })),
})

/** The payment result of §3: the PIX code, or the link of the provider's checkout page. */
export const PaymentResultSchema = Type.Object({
  invoiceId: idSchema(),
  provider: Type.String(),
  /** The amount charged, in reais (the spec's `valorext`). */
  valorext: Type.Number(),
  qrcode: Type.Optional(
    Type.Object({
      /** The PIX copy-paste code (the QR code encodes the same text). */
      qrcode: Type.String(),
      imagemQrcode: Type.Optional(Type.String()),
      expiresAt: Type.String(),
    }),
  ),
  stripeURL: Type.Optional(Type.String()),
  asaasURL: Type.Optional(Type.String()),
  mercadopagoURL: Type.Optional(Type.String()),
  /** The checkout link of any other redirecting provider. */
  url: Type.Optional(Type.String()),
})
