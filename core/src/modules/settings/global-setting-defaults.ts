/** Global settings and their defaults (administration.md §9). */
export const globalSettingDefaults: Record<string, string> = {
  userCreation: 'disabled',
  downloadLimit: '64',
  primaryColorLight: '#0000FF',
  primaryColorDark: '#39ACE7',
  appName: 'Atendo',
  appLogoLight: '',
  appLogoDark: '',
  appLogoFavicon: '',
}
