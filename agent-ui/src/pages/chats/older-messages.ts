/** Older messages load when the list is scrolled this close to its top (administration.md §9). */
export const olderMessagesMargin = 600

/** Whether a message list scrolled like this should ask for older messages. */
export function wantsOlder(list: { scrollTop: number }, hasMore: boolean, loading: boolean): boolean {
  return hasMore && !loading && list.scrollTop < olderMessagesMargin
}
