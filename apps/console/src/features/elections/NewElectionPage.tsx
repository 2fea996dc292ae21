import { notify, Page, PageHeader } from "@hoa/ui";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { useOrganizationTimeZone } from "../../lib/organization-time";
import { backLinkTo } from "../../lib/TextLink";
import { useCreateElection } from "./api";
import { ElectionForm } from "./ElectionForm";

/** A new draft election (administrators): saved, it opens on its own page. */
export default function NewElectionPage() {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = useOrganizationTimeZone();
  const navigate = useNavigate();
  const create = useCreateElection(orgId);
  return (
    <Page>
      <PageHeader
        title="New election"
        description="A draft: nothing is sent until you send the ballots from its page."
        backLink={backLinkTo(paths.elections.href(), "Elections")}
      />
      <ElectionForm
        zone={zone}
        submitLabel="Save draft"
        busy={create.isPending}
        onSubmit={(request) =>
          create.mutateAsync(request).then((saved) => {
            notify.success("Draft election saved.", { id: "create-election" });
            void navigate(paths.election.href(saved.id));
          })
        }
        onCancel={() => void navigate(paths.elections.href())}
      />
    </Page>
  );
}
