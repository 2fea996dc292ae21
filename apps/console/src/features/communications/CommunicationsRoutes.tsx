import { Route, Routes } from "react-router-dom";
import { paths } from "../../config/paths";
import { CommunicationsHub } from "./CommunicationsHub";
import { EmailComposePage } from "./EmailComposePage";
import { NotificationPage } from "./NotificationPage";

// The router mounts this section at /communications/*, so its own routes are relative to it.
const sectionPrefix = `${paths.communications.path}/`;
const emailRoute = paths.communicationsEmail.path.slice(sectionPrefix.length);
const notifyRoute = paths.communicationsNotify.path.slice(sectionPrefix.length);

/** The hub, the email and notification forms; any other path below the section shows the hub. */
export default function CommunicationsRoutes() {
  return (
    <Routes>
      <Route path={emailRoute} element={<EmailComposePage />} />
      <Route path={notifyRoute} element={<NotificationPage />} />
      <Route path="*" element={<CommunicationsHub />} />
    </Routes>
  );
}
