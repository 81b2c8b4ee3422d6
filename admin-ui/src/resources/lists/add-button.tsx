import AddIcon from '@mui/icons-material/Add'
import { Button } from '@mui/material'
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'

/**
 * "Adicionar", named and labelled at every width. React-admin's CreateButton turns into a floating
 * round button under 900 px, over the list's last row and with only an icon to tell what it does.
 */
export function AddButton({ resource: resourceProp }: { resource?: string }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const resource = useResourceContext({ resource: resourceProp })
  if (!resource) return null
  return (
    <Button
      component={Link}
      to={createPath({ resource, type: 'create' })}
      size="small"
      startIcon={<AddIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('ra.action.create')}
    </Button>
  )
}
