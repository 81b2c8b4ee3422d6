import { planFlags } from '@atendo/plugin-api/access'
import { Box, Chip } from '@mui/material'
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin'

/**
 * A plan's switched-on features as one column of chips (issue 23): ten yes/no columns made the
 * plans list about 2,000 px wide, its actions off screen.
 */
// Datagrid reads a column's header from the child's own props, so they are declared here too.
export function PlanFeaturesField(_props: { label: string; sortable: boolean }) {
  const record = useRecordContext<RaRecord>()
  const translate = useTranslate()
  if (!record) return null
  const on = planFlags.filter((flag) => record[flag] === true)
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 160 }}>
      {on.map((flag) => (
        <Chip
          key={flag}
          size="small"
          variant="outlined"
          label={translate(`resources.plans.fields.${flag}`)}
        />
      ))}
    </Box>
  )
}
