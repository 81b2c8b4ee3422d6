import type { Components, Theme } from '@mui/material'

/**
 * What keeps the back office within the window at 1280, 1440 and 390 px (issue 23): the page
 * column may shrink below its table's width, a list's table scrolls sideways inside its card
 * (never the page), and list toolbars wrap their buttons instead of clipping them.
 */
export const layoutOverrides = {
  RaLayout: {
    styleOverrides: {
      root: {
        '& .RaLayout-content': { minWidth: 0 },
        '& .RaLayout-contentWithSidebar': { minWidth: 0 },
        // React-admin lets the layout grow to its content's width ('fit-content'): on a phone, a
        // form's row of tabs made the whole page twice as wide as the screen. There the page keeps
        // the window's width, and the tabs scroll on their own (MuiTabs below).
        '@media (max-width: 599.95px)': { minWidth: 0 },
      },
    },
  },
  RaList: {
    styleOverrides: {
      root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
    },
  },
  // A form's card never grows past the page: its tabs scroll and its inputs shrink to fit.
  RaCreate: { styleOverrides: { root: { '& .RaCreate-main, & .RaCreate-card': { minWidth: 0 } } } },
  RaEdit: { styleOverrides: { root: { '& .RaEdit-main, & .RaEdit-card': { minWidth: 0 } } } },
  // On a phone the language button keeps its icon and its name for screen readers, but not the
  // language's written name, which left the page's title three letters in the app bar.
  RaLocalesMenuButton: {
    styleOverrides: {
      root: {
        '@media (max-width: 599.95px)': {
          '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
          '& .MuiButton-startIcon': { marginRight: 0 },
        },
      },
    },
  },
  // A column's name stays on one line ("E-mail" broke into "E-" and "mail" on Companies at 1280):
  // the cells below wrap instead, and a table wider than its card scrolls inside it (RaList).
  MuiTableCell: { styleOverrides: { head: { whiteSpace: 'nowrap' } } },
  RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap', minWidth: 0 } } },
  // A form's or page's tabs scroll sideways on their own when they outgrow a phone's width.
  MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', minWidth: 0 } } },
} as Components<Omit<Theme, 'components'>> & Record<string, unknown>
