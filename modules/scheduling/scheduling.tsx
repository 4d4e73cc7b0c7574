import { SchedulingController } from '@/modules/scheduling/scheduling-controller'

/** The page-wide booking controller, with the part of its dialog that needs no browser drawn here. */
export function Scheduling({ url, scriptUrl }: { url: string; scriptUrl: string }) {
  return (
    <SchedulingController
      url={url}
      scriptUrl={scriptUrl}
      footer={
        <p className="border-border text-fg-muted border-t px-5 py-3 text-sm">
          Calendar not showing?{' '}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent font-medium underline"
          >
            Open the booking page in a new tab
          </a>
          .
        </p>
      }
    />
  )
}
