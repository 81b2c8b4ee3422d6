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

/** Declaring company options. */
export interface SettingsApi {
  companyOption(option: CompanyOption): void
}
