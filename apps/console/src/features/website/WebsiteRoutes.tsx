import { Page, PageHeader, buttonClassName } from "@hoa/ui";
import { Link, Route, Routes } from "react-router-dom";
import { paths } from "../../config/paths";
import { WebsiteOverview } from "./WebsiteOverview";
import { WebsiteSectionPage } from "./WebsiteSectionPage";
import { websiteSections } from "./websiteSections";

/** The overview at /website and its four subpages; the router mounts this at /website/*. */
export default function WebsiteRoutes() {
  return (
    <Routes>
      <Route index element={<WebsiteOverview />} />
      {websiteSections.map((section) => (
        <Route
          key={section.route}
          path={section.route}
          element={<WebsiteSectionPage section={section} />}
        />
      ))}
      <Route path="*" element={<UnknownWebsitePage />} />
    </Routes>
  );
}

/** Any other path below /website: the not-found texts, inside the shell. */
function UnknownWebsitePage() {
  return (
    <Page>
      <PageHeader
        title="404: Not Found"
        description="Oops, we couldn't find that page."
        actions={
          <Link to={paths.home.href()} className={buttonClassName()}>
            Go home
          </Link>
        }
      />
    </Page>
  );
}
