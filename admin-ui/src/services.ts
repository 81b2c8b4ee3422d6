import { createAuthProvider } from './api/auth-provider.ts'
import { createDataProvider } from './api/data-provider.ts'
import { createHttpClient, createRefresher } from './api/http-client.ts'
import { createPaymentRequired, withPaymentRequired } from './api/payment-required.ts'
import { withServerErrors } from './api/server-errors.ts'
import { createTokenStore } from './api/token-store.ts'
import { i18nProvider } from './i18n/i18n-provider.ts'
import { pluginErrorText } from './i18n/plugin-error-texts.ts'
import { translatedErrorCodes } from './i18n/screen-messages.ts'

/** The back office's connections to the API, built once per page. */
export function createServices(apiUrl: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const tokens = createTokenStore(storage)
  const refreshToken = createRefresher(apiUrl, tokens)
  const paymentRequired = createPaymentRequired()
  const http = withPaymentRequired(
    withServerErrors(createHttpClient(tokens, refreshToken), translatedErrorCodes, (code) =>
      pluginErrorText(code, i18nProvider.getLocale()),
    ),
    paymentRequired,
  )
  const authProvider = createAuthProvider(apiUrl, http, tokens, refreshToken)
  return {
    tokens,
    refreshToken,
    http,
    paymentRequired,
    dataProvider: createDataProvider(apiUrl, http),
    authProvider: {
      ...authProvider,
      // A new session starts unrefused: the next 402 says so again.
      async login(params: { username: string; password: string }) {
        await authProvider.login(params)
        paymentRequired.clear()
      },
      async logout(params: unknown) {
        await authProvider.logout(params)
        paymentRequired.clear()
      },
    },
  }
}

export type Services = ReturnType<typeof createServices>
