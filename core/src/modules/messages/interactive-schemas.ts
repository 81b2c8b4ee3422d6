import { Type } from 'typebox'

/** The id in the path of an interactive send; checked by hand so the inbox gets its own message. */
export const InteractiveIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 30 }) })
export const InteractiveTicketIdParamsSchema = Type.Object({ ticketId: Type.String({ maxLength: 30 }) })

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength })

export const ListMessageBodySchema = Type.Object({
  title: text(60),
  text: text(4096),
  buttonText: text(20),
  footer: Type.Optional(Type.String({ maxLength: 60 })),
  sections: Type.Array(
    Type.Object({
      title: Type.Optional(Type.String({ maxLength: 24 })),
      rows: Type.Array(
        Type.Object({
          title: text(24),
          description: Type.Optional(Type.String({ maxLength: 72 })),
          rowId: Type.Optional(Type.String({ maxLength: 200 })),
          id: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        { minItems: 1, maxItems: 10 },
      ),
    }),
    { minItems: 1, maxItems: 10 },
  ),
})

/** Copy-code and call buttons: `copyText` is the code to copy, or the phone number to call. */
export const ButtonMessageBodySchema = Type.Object({
  title: text(1024),
  description: Type.Optional(Type.String({ maxLength: 60 })),
  buttonText: text(20),
  copyText: text(500),
})

/** A link button, optionally with an image (a data URL) above it; `copyText` is the link. */
export const UrlMessageBodySchema = Type.Object({
  image: Type.Optional(Type.Union([Type.String({ maxLength: 20_000_000 }), Type.Null()])),
  title: text(1024),
  description: Type.Optional(Type.String({ maxLength: 60 })),
  buttonText: text(20),
  copyText: Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://' }),
})

export const pixKeyTypes = ['CNPJ', 'CPF', 'PHONE', 'EMAIL', 'EVP'] as const
export type PixKeyType = (typeof pixKeyTypes)[number]

export const PixMessageBodySchema = Type.Object({
  title: text(200),
  /** The amount in reais, e.g. 10.5 or '10,50'. */
  sendvalue: Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }), Type.String({ maxLength: 20 })]),
  sendkey_type: Type.Union(pixKeyTypes.map((type) => Type.Literal(type))),
  sendmerchant_name: text(100),
  sendKey: text(100),
})
