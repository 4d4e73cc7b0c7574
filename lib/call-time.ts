/** A booked call's time as the desk and the timeline show it: in New Delhi, where the team is. */
const callTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** "3 Dec 2026, 11:00 am IST". */
export const formatCallTime = (iso: string) => `${callTime.format(new Date(iso))} IST`
