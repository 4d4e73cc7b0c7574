'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { DESK_PATH } from '@/lib/constants'
import { RECORD_TYPES, isRecordType, type RecordType } from '@/lib/vocabulary'
import { isDeskPanel, type DeskPanel } from '../view'

/**
 * Where in the desk the browser is, for the frame that stays put between its pages (the tabs, the
 * tiles, the page links, the shortcuts): a list (its tab), a record (its type), or a page beside.
 */
export function useDeskPlace(): { tab: RecordType | null; panel: DeskPanel | null; record: boolean } {
  const [first = '', second] = usePathname().slice(DESK_PATH.length).split('/').filter(Boolean)
  const tabParam = useSearchParams().get('tab') ?? ''
  if (isDeskPanel(first)) return { tab: null, panel: first, record: false }
  if (isRecordType(first) && second) return { tab: first, panel: null, record: true }
  return { tab: isRecordType(tabParam) ? tabParam : RECORD_TYPES[0], panel: null, record: false }
}
