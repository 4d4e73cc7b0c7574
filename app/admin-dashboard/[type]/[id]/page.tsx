import { notFound } from 'next/navigation'
import { isRecordType } from '@/lib/vocabulary'
import { deskMetadata, forDesk, loadRecord } from '@/modules/desk/load'
import { RecordView } from '@/modules/desk/record/record-view'
import { RefreshFrame } from '@/modules/desk/shell/refresh-frame'
import { parseView, type Params } from '@/modules/desk/view'

type Props = { params: Promise<{ type: string; id: string }>; searchParams: Promise<Params> }

/** The record's address, or notFound() for a type the desk does not have. */
async function recordOf(params: Props['params']) {
  const { type, id } = await params
  if (!isRecordType(type)) notFound()
  return { type, id }
}

/** Opening the record marks it read first, so the count in the title leaves it out. */
export async function generateMetadata({ params }: Props) {
  return deskMetadata(await recordOf(params))
}

/**
 * One record, whole: `/admin-dashboard/messages/<id>`, with the query of the list it was opened
 * from (its search, filter and page), for the way back.
 */
export default async function DeskRecordPage({ params, searchParams }: Props) {
  const record = await recordOf(params)
  const view = parseView(await searchParams, { record })
  const opened = await forDesk((admin) => loadRecord(record.type, record.id, admin.email))
  if (opened === null) return null
  if (!opened) notFound()
  const { firstOpened, ...shown } = opened
  return (
    <>
      <RecordView view={view} {...shown} />
      <RefreshFrame when={firstOpened} />
    </>
  )
}
