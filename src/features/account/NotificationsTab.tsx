import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { NotificationsForm } from '@/components/account-settings'
import { QueryContent } from '@/components/feedback'
import { saveNotifications, settingsQuery, useSettingsChange } from './api'

/** The notifications tab: what Conversa tells you about, by which channel, and when. */
export function NotificationsTab() {
  const { t } = useLingui()
  const settings = useQuery(settingsQuery())
  // Outlives the form, which starts again from each newly saved copy (this tab's or another's).
  const save = useSettingsChange(saveNotifications)
  return (
    <QueryContent query={settings} loading={t`Loading your settings…`}>
      {(data) => (
        <NotificationsForm
          key={JSON.stringify(data.notifications)}
          saved={data.notifications}
          save={save}
          intro={
            <Trans>Choose what Conversa tells you about, and where. Browser notifications need your permission.</Trans>
          }
          savedMessage={msg`Your notification settings are saved.`}
        />
      )}
    </QueryContent>
  )
}
