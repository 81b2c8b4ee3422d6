/** The part of Meta's JavaScript SDK the login button uses (developers.facebook.com/docs/javascript/reference). */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void
  login(
    callback: (response: FacebookLoginResponse) => void,
    options: { scope: string; return_scopes?: boolean },
  ): void
}

export interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown'
  authResponse?: { accessToken: string; userID: string } | null
}

declare global {
  interface Window {
    FB?: FacebookSdk
  }
}

const loading = new Map<string, Promise<FacebookSdk>>()

/**
 * Loads Meta's SDK once per address and initialises it with the app id. The script defines
 * `window.FB` when it has run; a script that fails to load or defines nothing is refused.
 */
export function loadFacebookSdk(sdkUrl: string, appId: string, version: string): Promise<FacebookSdk> {
  let sdk = loading.get(sdkUrl)
  if (!sdk) {
    sdk = new Promise<FacebookSdk>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = sdkUrl
      script.async = true
      script.onload = () => (window.FB ? resolve(window.FB) : reject(new Error('no FB object')))
      script.onerror = () => reject(new Error(`could not load ${sdkUrl}`))
      document.head.appendChild(script)
    }).then((fb) => {
      fb.init({ appId, version, cookie: false, xfbml: false })
      return fb
    })
    // A failed load may be retried with the next click.
    sdk.catch(() => loading.delete(sdkUrl))
    loading.set(sdkUrl, sdk)
  }
  return sdk
}

/** FB.login as a promise: the user's id and short-lived token, or undefined when they gave up. */
export function facebookLogin(
  fb: FacebookSdk,
  scopes: string[],
): Promise<{ userId: string; token: string } | undefined> {
  return new Promise((resolve) => {
    fb.login(
      (response) => {
        const auth = response.authResponse
        resolve(
          response.status === 'connected' && auth
            ? { userId: auth.userID, token: auth.accessToken }
            : undefined,
        )
      },
      { scope: scopes.join(','), return_scopes: true },
    )
  })
}
