import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin'
import { layoutOverrides } from './layout-overrides.ts'

/**
 * The whitelabel defaults (administration.md §9): primary #0000FF light, #39ACE7 dark. */
export const primaryColours = { light: '#0000FF', dark: '#39ACE7' }

export function lightTheme(primary = primaryColours.light): RaThemeOptions {
  return {
    ...defaultLightTheme,
    components: { ...defaultLightTheme.components, ...layoutOverrides },
    palette: {
      ...defaultLightTheme.palette,
      mode: 'light',
      primary: { main: primary },
      secondary: { main: primary },
    },
  }
}

export function darkTheme(primary = primaryColours.dark): RaThemeOptions {
  return {
    ...defaultDarkTheme,
    components: { ...defaultDarkTheme.components, ...layoutOverrides },
    palette: {
      ...defaultDarkTheme.palette,
      mode: 'dark',
      primary: { main: primary },
      secondary: { main: primary },
    },
  }
}
