/** The desk's lists of records (modules/desk/list/): what an empty list says, and where the pages are. */
export const listCopy = {
  empty: {
    search: (q: string) => `No matches for “${q}”.`,
    status: (records: string, status: string) => `No ${records} marked “${status}”.`,
    none: (records: string) => `No ${records} yet.`,
  },
  found: (total: number) => `${total} ${total === 1 ? 'record' : 'records'} found`,
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** A lead's next booked call, under its age. */
  call: (at: string) => `Call ${at}`,
}
