import { useEffect, useState } from 'react'
import { billingTexts } from '../../i18n/billing-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { toast } from '../../toasts/toast-store.ts'
import { type PaymentResult, reais } from './billing-rules.ts'

/** How long the copy button says Copiado (administration.md §4 Checkout: 1 s). */
export const copiedDuration = 1000

/** The provider's page a redirecting provider answered, whichever it is. */
function checkoutLinkOf(result: PaymentResult): string | undefined {
  return result.stripeURL ?? result.asaasURL ?? result.mercadopagoURL ?? result.url
}

/**
 * The checkout's payment screen (administration.md §3 Payment result): the PIX QR code and its
 * copy-paste code with a copy button, or the link to the provider's checkout page.
 */
export function PaymentResultView({ result }: { result: PaymentResult }) {
  const tx = useFeatureTexts(billingTexts)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), copiedDuration)
    return () => clearTimeout(timer)
  }, [copied])
  const link = checkoutLinkOf(result)
  const pix = result.qrcode

  const copy = () => {
    if (!pix) return
    navigator.clipboard.writeText(pix.qrcode).then(
      () => setCopied(true),
      () => toast.error(tx('checkout.pixCode')),
    )
  }

  return (
    <div className="payment-result" aria-live="polite">
      <p className="payment-value">{tx('checkout.value', { value: reais(result.valorext) })}</p>
      {pix ? (
        <>
          <h3>{tx('checkout.pixTitle')}</h3>
          {pix.imagemQrcode?.startsWith('data:image/') ? (
            <img className="payment-qrcode" src={pix.imagemQrcode} alt={tx('checkout.pixImage')} />
          ) : null}
          <label className="field">
            <span>{tx('checkout.pixCode')}</span>
            <textarea readOnly rows={4} value={pix.qrcode} onFocus={(event) => event.target.select()} />
          </label>
          <button type="button" className="button button-primary" onClick={copy}>
            {copied ? tx('checkout.copied') : tx('checkout.copy')}
          </button>
        </>
      ) : null}
      {link ? (
        <a className="button button-primary" href={link} target="_blank" rel="noopener noreferrer">
          {tx('checkout.openProvider')}
        </a>
      ) : null}
      <p className="field-hint">{tx('checkout.waiting')}</p>
    </div>
  )
}
