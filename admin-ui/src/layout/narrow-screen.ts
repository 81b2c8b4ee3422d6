import type { Theme } from '@mui/material'
import { useMediaQuery } from '@mui/material'

/** Phones (390 px wide): lists show one line per record instead of a table wider than the screen. */
export const useNarrowScreen = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
