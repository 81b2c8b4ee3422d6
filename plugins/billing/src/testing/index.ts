/** Test helpers for billing and its provider plugins: a test app with billing, and fake provider APIs. */
export { type BillingTestApp, startBillingTestApp } from './billing-test-app.ts'
export {
  type FakeAnswer,
  type FakeProvider,
  type ReceivedRequest,
  startFakeProvider,
} from './fake-provider.ts'
