/** The company's tags: all of them (GET /tags/list), or a typed search (GET /tags); `company-{id}-tag` events invalidate them. */
export const tagKeys = {
  all: ['tags'] as const,
  search: (text: string) => ['tags', 'search', text] as const,
  /**
   * All the kanban shows: its lanes and its boards. Under `all`, so a tag changed reads it again;
   * ticket and message events invalidate it too, since a ticket moved or written to changes the
   * cards and the lanes' counts.
   */
  kanban: ['tags', 'kanban'] as const,
  /** The kanban lanes with their ticket counts (GET /tag/kanban/). */
  kanbanLanes: ['tags', 'kanban', 'lanes'] as const,
  /** The board for a range of days: the lanes and every card (GET /ticket/kanban, page by page). */
  kanbanBoard: (startDate: string, endDate: string) =>
    ['tags', 'kanban', 'board', startDate, endDate] as const,
}
