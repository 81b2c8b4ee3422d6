import type { Message } from '../../../../api/models.ts'
import { Icon } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { pixOf } from './message-data.ts'

/** Currency is shown in pt-BR with 2 decimals whatever the interface language (inbox.md §9). */
const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

export const formatReais = (amount: number) => brl.format(amount)

/** A PIX payment request ('[PIX]' messages): title, amount, key, beneficiary, order reference and item. */
export function PixMessage({ message }: { message: Message }) {
  const tx = useFeatureTexts(messageKindTexts)
  const pix = pixOf(message)
  return (
    <div className="kind-card">
      <div className="bubble-flag">
        <Icon name="pix" size={12} /> {tx('kind.pix')}
      </div>
      {pix.title ? <strong>{pix.title}</strong> : null}
      <dl className="kind-facts">
        {pix.amount !== undefined ? (
          <>
            <dt>{tx('kind.pixAmount')}</dt>
            <dd className="pix-amount">{formatReais(pix.amount)}</dd>
          </>
        ) : null}
        {pix.key ? (
          <>
            <dt>{tx('kind.pixKey')}</dt>
            <dd>{pix.keyType ? `${pix.key} (${pix.keyType})` : pix.key}</dd>
          </>
        ) : null}
        {pix.merchant ? (
          <>
            <dt>{tx('kind.pixMerchant')}</dt>
            <dd>{pix.merchant}</dd>
          </>
        ) : null}
        {pix.referenceId ? (
          <>
            <dt>{tx('kind.pixReference')}</dt>
            <dd>{pix.referenceId}</dd>
          </>
        ) : null}
        {pix.itemName ? (
          <>
            <dt>{tx('kind.pixItem')}</dt>
            <dd>{pix.itemName}</dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}
