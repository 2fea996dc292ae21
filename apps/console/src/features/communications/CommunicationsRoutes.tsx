import { Route, Routes } from "react-router-dom";
import { paths } from "../../config/paths";
import { CommunicationPage } from "./CommunicationPage";
import { CommunicationsHub } from "./CommunicationsHub";
import { EmailComposePage } from "./EmailComposePage";
import { HistoryPage } from "./HistoryPage";
import { NotificationPage } from "./NotificationPage";

// The router mounts this section at /communications/*, so its own routes are relative to it.
const sectionPrefix = `${paths.communications.path}/`;
const emailRoute = paths.communicationsEmail.path.slice(sectionPrefix.length);
const notifyRoute = paths.communicationsNotify.path.slice(sectionPrefix.length);
const historyRoute = paths.communicationsHistory.path.slice(sectionPrefix.length);
const recordRoute = paths.communication.path.slice(sectionPrefix.length);

/**
 * The hub, the email and notification forms, the history of what was sent and one sent message;
 * any other path below the section shows the hub.
 */
export default function CommunicationsRoutes() {
  return (
    <Routes>
      <Route path={emailRoute} element={<EmailComposePage />} />
      <Route path={notifyRoute} element={<NotificationPage />} />
      <Route path={historyRoute} element={<HistoryPage />} />
      <Route path={recordRoute} element={<CommunicationPage />} />
      <Route path="*" element={<CommunicationsHub />} />
    </Routes>
  );
}
