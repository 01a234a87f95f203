import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../ui/Button.js';
import { Dialog } from '../../../../ui/Dialog.js';
import { Spinner } from '../../../../ui/Spinner.js';
import { formatDateTime } from '../../../../ui/format-date.js';
import { NotificationList } from './NotificationList.js';
import { useMarkNotificationsSeen, useNotifications } from './notifications-data.js';

/** The badge shows at most two digits; the accessible name keeps the exact number. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** Issue 6.10: the header's bell with the count of what is new, and the panel that lists it. */
export function NotificationsButton() {
  const { data, refetch, isError } = useNotifications();
  const markSeen = useMarkNotificationsSeen();
  const [open, setOpen] = useState(false);
  // Once marked seen, the button goes away: focus moves to the panel's (now empty) list.
  const listRef = useRef<HTMLDivElement>(null);
  const count = data?.count ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening reads again, so the panel is current however long the dashboard stood open.
        if (next) void refetch();
      }}
      title="Notifiche"
      description={data ? `Novità dal ${formatDateTime(data.since)}.` : undefined}
      trigger={
        <Button variant="outline" size="sm" className="relative" aria-label={data ? `Notifiche: ${count}` : 'Notifiche'}>
          <Bell aria-hidden="true" className="size-4" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notifications-badge"
              className="absolute -top-1.5 -right-1.5 inline-flex min-w-5 justify-center rounded-full bg-danger px-1 text-xs font-semibold text-white tabular-nums"
            >
              {badgeText(count)}
            </span>
          )}
        </Button>
      }
    >
      <div ref={listRef} tabIndex={-1} aria-live="polite" className="grid gap-6 outline-none">
        {data ? (
          <NotificationList notifications={data} />
        ) : isError ? (
          <p role="alert" className="text-sm text-danger">Impossibile caricare le notifiche.</p>
        ) : (
          <Spinner className="size-5 text-accent" />
        )}
        {data && count > 0 && (
          <Button className="justify-self-start" disabled={markSeen.isPending} onClick={() => markSeen.mutate(data.until, { onSuccess: () => listRef.current?.focus() })}>
            {markSeen.isPending && <Spinner className="size-4" />}
            Segna come lette
          </Button>
        )}
      </div>
    </Dialog>
  );
}
