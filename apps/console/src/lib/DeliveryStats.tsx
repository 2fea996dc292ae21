import { Icon, StatCard, StatGrid, type IconName } from "@hoa/ui";
import type { ReactNode } from "react";

/**
 * How far a message's emails got: to how many, delivered, failed, and one figure of its own
 * (read in the console, still waiting).
 */
export function DeliveryStats({
  recipients,
  delivered,
  failed,
  last,
}: {
  recipients: ReactNode;
  delivered: ReactNode;
  failed: ReactNode;
  last: { label: string; value: ReactNode; icon: IconName };
}) {
  return (
    <StatGrid>
      <StatCard
        label="Emailed to"
        value={recipients}
        tone="info"
        icon={<Icon name="mail" size={16} />}
      />
      <StatCard
        label="Delivered"
        value={delivered}
        tone="success"
        icon={<Icon name="check" size={16} />}
      />
      <StatCard
        label="Failed"
        value={failed}
        tone="danger"
        icon={<Icon name="alert" size={16} />}
      />
      <StatCard
        label={last.label}
        value={last.value}
        tone="neutral"
        icon={<Icon name={last.icon} size={16} />}
      />
    </StatGrid>
  );
}
