import { api, ApiError } from "../../../api/client";

/**
 * `GET /api/orgs/{orgId}/events/{eventId}/ics`: the event as an iCalendar file, saved by the
 * browser under the name the server gives it.
 */
export async function downloadEventIcs(orgId: string, eventId: string): Promise<void> {
  const { data, response } = await api.GET("/api/orgs/{orgId}/events/{eventId}/ics", {
    params: { path: { orgId, eventId } },
    parseAs: "blob",
  });
  if (!response.ok || !(data instanceof Blob)) {
    throw new ApiError(response.status, `Request failed with status ${response.status}`);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/u.exec(disposition)?.[1] ?? "event.ics";
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
