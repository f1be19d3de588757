import { useFormat } from '@/components/format'

/** A message's time as a mailbox shows it: the hour today, the date otherwise; the full date on hover. */
export function MailTime({ time }: { time: string }) {
  const format = useFormat()
  const at = new Date(time)
  const today = new Date().toDateString() === at.toDateString()
  return (
    <time dateTime={time} title={format.dateTime(time)}>
      {today
        ? format.date(time, { hour: 'numeric', minute: '2-digit' })
        : format.date(time, {
            day: 'numeric',
            month: 'short',
            ...(at.getFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' }),
          })}
    </time>
  )
}
