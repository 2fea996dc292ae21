import { Button, Icon, announceUnavailable } from "@hoa/ui";
import { Link } from "react-router-dom";
import { paths } from "../config/paths";

/** The address shown (read-only) in the /website header until site publishing exists. */
export const SAMPLE_SITE_URL = "https://maplegrove.example.com";

/**
 * What the navbar shows for the current page: on /website the site's address and "View site",
 * under it a way back to /website.
 */
export function NavbarContent({ pathname }: { pathname: string }) {
  const current = pathname.toLowerCase().replace(/\/+$/, "");
  if (current === paths.website.path) {
    return (
      <>
        <input
          className="shell-header-url"
          type="url"
          aria-label="Site URL"
          placeholder="Enter URL"
          value={SAMPLE_SITE_URL}
          readOnly
        />
        <Button
          variant="secondary"
          size="sm"
          className="shell-header-action"
          icon={<Icon name="globe" size={16} />}
          onClick={() => announceUnavailable("Viewing the site")}
        >
          {/* On a phone only the icon shows, so the organization's name keeps its room. */}
          <span className="shell-header-action__label">View site</span>
        </Button>
      </>
    );
  }
  if (current.includes("website/")) {
    return (
      <Link className="shell-header-link" to={paths.website.href()}>
        <Icon name="arrowLeft" />
        Back
      </Link>
    );
  }
  return null;
}
