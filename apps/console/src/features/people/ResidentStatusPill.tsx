import { StatusPill } from "@hoa/ui";
import type { ResidentStatus } from "@hoa/validation";

export function ResidentStatusPill({ status }: { status: ResidentStatus }) {
  return <StatusPill tone={status === "Active" ? "success" : "warning"}>{status}</StatusPill>;
}
