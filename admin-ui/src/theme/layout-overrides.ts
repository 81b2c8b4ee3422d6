import type { Components, Theme } from '@mui/material'

/**
 * What keeps the back office within the window at 1280, 1440 and 390 px (issue 23): the page
 * column may shrink below its table's width, a list's table scrolls sideways inside its card
 * (never the page), and list toolbars wrap their buttons instead of clipping them.
 */
export const layoutOverrides = {
  RaLayout: {
    styleOverrides: {
      root: { '& .RaLayout-content': { minWidth: 0 }, '& .RaLayout-contentWithSidebar': { minWidth: 0 } },
    },
  },
  RaList: {
    styleOverrides: {
      root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
    },
  },
  RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap', minWidth: 0 } } },
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', minWidth: 0 } } },
} as Components<Omit<Theme, 'components'>> & Record<string, unknown>
