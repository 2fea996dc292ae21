import { Card, DetailList, Icon, Note, Page, PageHeader, type DataTableColumn } from "@hoa/ui";
import { useEffect, useRef } from "react";

import { paths } from "../../config/paths";
import { DeliveryStats } from "../../lib/DeliveryStats";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import {
  useCommunication,
  useDeliveries,
  type Communication,
  type Delivery,
} from "./api/communications";
import {
  DELIVERY_LABELS,
  KIND_LABELS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  channelsText,
  deliveryFilter,
  formatInOrganizationZone,
  whenText,
} from "./labels";

/** One sent email or notification: what it said, to whom, and each recipient's delivery. */
export const CommunicationPage = recordPage({
  param: "communicationId",
  useRecord: useCommunication,
  back: { href: paths.communicationsHistory.href(), label: "Sent messages" },
  noun: "Message",
  icon: "mail",
  missingHint: "Find it in the sent messages.",
  view: CommunicationView,
});

function CommunicationView({
  orgId,
  record: communication,
  backLink,
}: RecordViewProps<Communication>) {
  const { organization } = useOrganizationSession();
  const { delivery } = communication;
  const emailed = communication.channels.some(({ channel }) => channel === "email");
  return (
    <Page>
      <PageHeader
        title={communication.subject}
        backLink={backLink}
        description={whenText(communication, organization)}
      />
      {emailed && communication.status !== "scheduled" ? (
        <DeliveryStats
          recipients={delivery.recipients}
          delivered={delivery.delivered}
          failed={delivery.failed}
          last={{ label: "Waiting", value: delivery.pending, icon: "clock" }}
        />
      ) : null}
      <Card title={KIND_LABELS[communication.kind]}>
        <DetailList
          items={[
            { label: "To", value: communication.recipients.label },
            { label: "Status", value: STATUS_LABELS[communication.status] },
            { label: "Priority", value: PRIORITY_LABELS[communication.priority] },
            { label: "Channels", value: channelsText(communication) },
            {
              label: "Opted out",
              value:
                delivery.optedOut === 0
                  ? "Nobody skipped"
                  : `${delivery.optedOut} skipped (opted out of non-urgent email)`,
            },
            ...(delivery.read === null ? [] : [{ label: "Read in the app", value: delivery.read }]),
            { label: "By", value: communication.createdBy.name },
            {
              label: "Created",
              value: formatInOrganizationZone(communication.createdAt, organization),
            },
          ]}
        />
        <p style={{ whiteSpace: "pre-wrap" }}>{communication.message}</p>
        {communication.channels.some(({ outcome }) => outcome === "no-provider") ? (
          <Note>SMS and push need a provider before they can be sent; they were not sent.</Note>
        ) : null}
      </Card>
      {emailed ? (
        <Deliveries
          orgId={orgId}
          communicationId={communication.id}
          busy={communication.status === "sending" || delivery.pending > 0}
        />
      ) : null}
    </Page>
  );
}

const deliveryColumns: readonly DataTableColumn<Delivery>[] = [
  { id: "to", header: "Address", cell: (item) => item.to },
  { id: "state", header: "State", card: "meta", cell: (item) => DELIVERY_LABELS[item.state] },
  { id: "attempts", header: "Attempts", card: "meta", cell: (item) => item.attempts },
  { id: "error", header: "Last error", card: "meta", cell: (item) => item.lastError ?? "—" },
];

/** Its emails, read again every few seconds while they are being queued and sent, and once more when they are done. */
function Deliveries({
  orgId,
  communicationId,
  busy,
}: {
  orgId: string;
  communicationId: string;
  busy: boolean;
}) {
  const list = useListParams({ filters: { state: deliveryFilter } });
  const result = useDeliveries(
    orgId,
    { ...list.query, communicationId },
    { refetchInterval: busy ? 5_000 : false },
  );
  const wasBusy = useRef(busy);
  const { refetch } = result;
  useEffect(() => {
    if (wasBusy.current && !busy) void refetch();
    wasBusy.current = busy;
  }, [busy, refetch]);
  return (
    <PagedTable
      title="Recipients"
      list={list}
      result={result}
      columns={deliveryColumns}
      rowKey={(item) => item.id}
      filterLabels={{ state: "State" }}
      errorTitle="The recipients could not be loaded"
      empty={{
        icon: <Icon name="mail" />,
        title: busy ? "The emails are being queued" : "No email was queued",
      }}
      noMatch={{ title: "No recipient in this state", description: "Show every state." }}
    />
  );
}
