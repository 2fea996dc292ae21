import { Card, Icon, Page, PageHeader } from "@hoa/ui";
import { Link } from "react-router-dom";
import { moreLinks } from "./portal-links";
import "./portal.css";

/** The phone's More tab: the portal's sections that have no tab of their own. */
export default function MorePage() {
  return (
    <Page>
      <PageHeader title="More" />
      <Card flush>
        <nav aria-label="More">
          <ul className="portal-more">
            {moreLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="portal-more__link">
                  {link.icon}
                  <span>{link.label}</span>
                  <Icon name="arrowRight" className="portal-more__chevron" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
    </Page>
  );
}
