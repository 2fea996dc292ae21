import {
  PUBLISH_ANNOUNCEMENT_JOB,
  publishAnnouncementJob,
} from "../resources/announcements/store.js";
import { SEND_COMMUNICATION_JOB, sendCommunicationJob } from "../resources/communications/store.js";
import type { JobHandler } from "./jobs.js";

/** The handler of each kind of scheduled job. */
export const jobHandlers: Readonly<Record<string, JobHandler>> = {
  [PUBLISH_ANNOUNCEMENT_JOB]: publishAnnouncementJob,
  [SEND_COMMUNICATION_JOB]: sendCommunicationJob,
};
