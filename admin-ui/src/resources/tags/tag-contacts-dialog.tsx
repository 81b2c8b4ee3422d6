import CloseIcon from '@mui/icons-material/Close'
import PeopleIcon from '@mui/icons-material/People'
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material'
import { type MouseEvent, useEffect, useState } from 'react'
import {
  type Identifier,
  type RaRecord,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type { AtendoDataProvider } from '../../api/data-provider.ts'
import { useAutocompleteTexts } from '../autocomplete-texts.ts'

/** administration.md §9: searches wait 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500
const PICKER_SIZE = 20

interface TagContact {
  id: Identifier
  name: string
  number: string | null
}

/** The contacts not yet carrying the tag, for the picker. */
export function pickableContacts<Contact extends { id: Identifier }>(
  found: readonly Contact[],
  tagged: readonly { id: Identifier }[],
): Contact[] {
  const taken = new Set(tagged.map((contact) => String(contact.id)))
  return found.filter((contact) => !taken.has(String(contact.id)))
}

function ContactPicker({
  tagId,
  tagged,
  onAdded,
}: {
  tagId: Identifier
  tagged: TagContact[]
  onAdded(): void
}) {
  const translate = useTranslate()
  const pickerTexts = useAutocompleteTexts('atendo.tag_contacts.add')
  const notify = useNotify()
  const dataProvider = useDataProvider<AtendoDataProvider>()
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const { data = [], isPending } = useGetList<RaRecord & TagContact>('contacts', {
    pagination: { page: 1, perPage: PICKER_SIZE },
    sort: { field: 'name', order: 'ASC' },
    filter: search ? { q: search } : {},
  })
  const add = async (contact: TagContact | null) => {
    if (!contact) return
    setSaving(true)
    try {
      await dataProvider.addTagContact(tagId, contact.id)
      notify('atendo.tag_contacts.added', { type: 'success' })
      setTyped('')
      onAdded()
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
    } finally {
      setSaving(false)
    }
  }
  return (
    <Autocomplete
      options={pickableContacts(data, tagged)}
      value={null}
      inputValue={typed}
      onInputChange={(_, value, reason) => reason !== 'reset' && setTyped(value)}
      onChange={(_, contact) => add(contact)}
      getOptionLabel={(contact) => (contact.number ? `${contact.name} (${contact.number})` : contact.name)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(options) => options}
      loading={isPending}
      disabled={saving}
      {...pickerTexts}
      renderInput={(params) => <TextField {...params} label={translate('atendo.tag_contacts.add')} />}
      sx={{ mb: 2 }}
    />
  )
}

/**
 * The tag's contacts (administration.md "Tags and kanban": "a dialog of the tag's contacts", the
 * same for kanban lanes): who carries the tag, a picker to give it to another contact, and a
 * button per contact to take it away (DELETE /tags-contacts/{tagId}/{contactId}).
 */
export function TagContactsDialog({ tag, onClose }: { tag: RaRecord; onClose(): void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<AtendoDataProvider>()
  const { data, refetch } = useGetOne<RaRecord & { contacts: TagContact[]; contactsCount: number }>('tags', {
    id: tag.id,
  })
  const contacts = data?.contacts ?? []
  const changed = () => {
    refetch()
    refresh()
  }
  const remove = async (contact: TagContact) => {
    try {
      await dataProvider.removeTagContact(tag.id, contact.id)
      notify('atendo.tag_contacts.removed', { type: 'success' })
      changed()
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('atendo.tag_contacts.title', { name: tag.name })}</DialogTitle>
      <DialogContent>
        <ContactPicker tagId={tag.id} tagged={contacts} onAdded={changed} />
        {data && contacts.length === 0 && (
          <Typography color="text.secondary">{translate('atendo.tag_contacts.empty')}</Typography>
        )}
        {data && contacts.length < data.contactsCount && (
          <Typography variant="caption" color="text.secondary">
            {translate('atendo.tag_contacts.partial', { shown: contacts.length, total: data.contactsCount })}
          </Typography>
        )}
        <List dense data-testid="tag-contacts">
          {contacts.map((contact) => (
            <ListItem
              key={contact.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('atendo.tag_contacts.remove', { name: contact.name })}
                  onClick={() => remove(contact)}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={contact.name} secondary={contact.number ?? undefined} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('atendo.tag_contacts.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}

/** The row's button opening the tag's contacts dialog, with how many contacts carry the tag. */
export function TagContactsButton() {
  const translate = useTranslate()
  const record = useRecordContext()
  const [open, setOpen] = useState(false)
  if (!record) return null
  // The row opens the edit page on click: nothing of this button or its dialog may reach it.
  const keep = (event: MouseEvent) => event.stopPropagation()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from reaching the row
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside handles the keyboard
    <span onClick={keep}>
      <Button size="small" startIcon={<PeopleIcon />} onClick={() => setOpen(true)}>
        {translate('atendo.tag_contacts.button')} ({record.contactsCount ?? 0})
      </Button>
      {open && <TagContactsDialog tag={record} onClose={() => setOpen(false)} />}
    </span>
  )
}
