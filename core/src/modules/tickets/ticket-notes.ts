import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { User } from '../users/index.ts'
import { type ITicketNote, TicketNote } from './entities.ts'
import { findVisibleTicket } from './ticket-visibility.ts'

/** A note as the notes dialog shows it (inbox.md §3 Ticket note). */
export interface TicketNoteView {
  id: number
  note: string
  ticketId: number
  contactId: number
  userId: number | null
  user: { id: number; name: string } | null
  createdAt: string
  updatedAt: string
}

async function noteViews(em: Em, notes: ITicketNote[]): Promise<TicketNoteView[]> {
  const userIds = [...new Set(notes.map((note) => note.userId).filter((id) => id != null))]
  const users = userIds.length > 0 ? await em.find(User, { id: { $in: userIds } }) : []
  const userById = new Map(users.map((user) => [user.id, user]))
  return notes.map((note) => {
    const user = note.userId ? userById.get(note.userId) : undefined
    return {
      id: note.id,
      note: note.note,
      ticketId: note.ticketId,
      contactId: note.contactId,
      userId: note.userId ?? null,
      user: user ? { id: user.id, name: user.name } : null,
      createdAt: note.createdAt.toISOString(),
      updatedAt: note.updatedAt.toISOString(),
    }
  })
}

/** Adds a note to a ticket the caller sees; the contact must be the ticket's. */
export async function addTicketNote(
  em: Em,
  caller: Caller,
  input: { ticketId: number; contactId: number; note: string },
): Promise<TicketNoteView> {
  const ticket = await findVisibleTicket(em, caller, { id: input.ticketId })
  if (ticket.contactId !== input.contactId) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'contactId', message: "is not the ticket's contact" }],
    })
  }
  const note = input.note.trim()
  if (note.length < 2) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'note', message: 'needs at least 2 characters' }],
    })
  }
  const created = em.create(TicketNote, {
    companyId: caller.companyId,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    userId: caller.userId,
    note,
  })
  await em.flush()
  const [view] = await noteViews(em, [created])
  return view!
}

/** The notes of a ticket the caller sees, newest first (optionally of one contact only). */
export async function listTicketNotes(
  em: Em,
  caller: Caller,
  where: { ticketId: number; contactId?: number },
): Promise<TicketNoteView[]> {
  await findVisibleTicket(em, caller, { id: where.ticketId })
  const notes = await em.find(
    TicketNote,
    { ticketId: where.ticketId, ...(where.contactId ? { contactId: where.contactId } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  )
  return noteViews(em, notes)
}

/** Removes a note: its author may, and admins may remove anyone's. */
export async function removeTicketNote(em: Em, caller: Caller, noteId: number): Promise<void> {
  const note = await em.findOne(TicketNote, { id: noteId })
  if (!note) throw new AppError('ERR_NOT_FOUND', { message: 'Note not found' })
  const isAdmin = caller.profile === 'admin' || caller.super
  if (!isAdmin && note.userId !== caller.userId) throw new AppError('ERR_NO_PERMISSION')
  await em.nativeDelete(TicketNote, { id: note.id })
}
