import {
  AppError,
  type BillingProviderRegistration,
  billingProviders,
  type ExtensionsApi,
  type SettingsApi,
} from '@atendo/plugin-api'
import { billingErrors } from '../errors.ts'

/** The loaded providers by id, and the one the checkout charges through. */
export interface PaymentProviders {
  byId(id: string): BillingProviderRegistration | undefined
  /**
   * The provider the super admin chose (global setting `paymentprovider`), or the only one loaded
   * when none is chosen; ERR_BILLING_NOT_CONFIGURED otherwise.
   */
  chosen(): Promise<BillingProviderRegistration>
}

export function paymentProviders(extensions: ExtensionsApi, settings: Pick<SettingsApi, 'readGlobal'>) {
  const all = () => extensions.get(billingProviders)
  const byId = (id: string) => all().find((registration) => registration.provider.id === id)
  return {
    byId,
    async chosen() {
      const id = await settings.readGlobal('paymentprovider')
      const registration = id ? byId(id) : all().length === 1 ? all()[0] : undefined
      if (!registration)
        throw new AppError(billingErrors.ERR_BILLING_NOT_CONFIGURED, { details: { provider: id } })
      return registration
    },
  } satisfies PaymentProviders
}
