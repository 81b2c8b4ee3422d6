/**
 * A company option a plugin adds to the company settings (administration.md §3), with its default.
 *
 * @example
 * settings.companyOption({ key: 'campaignsEnabled', default: 'false' })
 */
export interface CompanyOption {
  key: string
  default: string
}

/**
 * Declaring company options: each becomes a key of the company settings with its default, read and
 * changed like core's own options.
 *
 * @example
 * register({ settings }) {
 *   settings.companyOption({ key: 'farewellsEnabled', default: 'enabled' })
 * }
 */
export interface SettingsApi {
  companyOption(option: CompanyOption): void
}
