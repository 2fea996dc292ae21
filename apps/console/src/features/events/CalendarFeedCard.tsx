import {
  Button,
  Card,
  ConfirmDialog,
  Icon,
  Note,
  Stack,
  TextField,
  formatDate,
  notify,
} from "@hoa/ui";
import { useState } from "react";
import { useCalendarFeed, useRegenerateCalendarFeed } from "./api/calendar-feed";

/**
 * The organization's private calendar feed (administrators): its address is shown once, when it
 * is made (only a hash of its secret is kept), with Copy; Regenerate, after asking, makes a new
 * one and the old address stops working.
 */
export function CalendarFeedCard({ orgId }: { orgId: string }) {
  const feed = useCalendarFeed(orgId, true);
  const regenerate = useRegenerateCalendarFeed(orgId);
  const [asking, setAsking] = useState(false);
  const url = feed.data?.url ?? null;
  const active = feed.data?.active ?? false;

  const make = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notify.success("A new calendar feed address was made.", { id: "calendar-feed" });
      },
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success("The feed address was copied.", { id: "copy-feed" });
    } catch {
      notify.error("The address could not be copied. Select it and copy it by hand.", {
        id: "copy-feed",
      });
    }
  };

  return (
    <Card
      title="Calendar feed"
      headingLevel={2}
      description="A private address that calendar apps (Google Calendar, Apple Calendar, Outlook) subscribe to, listing the scheduled events from today on."
    >
      <Stack>
        {url ? (
          <>
            <TextField
              label="Feed address"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Note>Copy it now: for its safety it is shown only this once.</Note>
          </>
        ) : (
          <p style={{ margin: 0 }}>
            {feed.isLoading
              ? "Loading..."
              : active
                ? `A feed address was made on ${formatDate(feed.data?.createdAt ?? "")}. It is shown only when it is made: to get it again, make a new one (the old one stops working).`
                : "No feed address yet."}
          </p>
        )}
        <div style={{ display: "flex", gap: "var(--space-2)", flexWrap: "wrap" }}>
          {url ? (
            <Button icon={<Icon name="check" size={18} />} onClick={() => void copy()}>
              Copy
            </Button>
          ) : null}
          <Button
            variant={url ? "secondary" : "primary"}
            icon={<Icon name="calendar" size={18} />}
            disabled={regenerate.isPending}
            onClick={() => (active ? setAsking(true) : make())}
          >
            {active ? "Regenerate" : "Make a feed address"}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Regenerate the feed address?"
        message="Calendars subscribed to the current address stop receiving events. Give them the new one."
        confirmLabel="Regenerate"
        tone="danger"
        busy={regenerate.isPending}
        busyLabel="Regenerating..."
        onConfirm={make}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
