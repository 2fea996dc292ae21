import { FormDialog, SelectField, notify } from "@hoa/ui";
import { useState } from "react";
import type { Resident } from "../../api/list-residents";
import { useLinkResidentAccount } from "./api/link-resident-account";
import type { Member } from "./api/list-members";

const NOT_LINKED = "";

/** How a member is named in the picker: their name, and their address when it differs. */
export const memberLabel = (member: Pick<Member, "displayName" | "email">) =>
  member.displayName && member.displayName !== member.email
    ? `${member.displayName} (${member.email})`
    : member.email;

/**
 * Links the resident to one member's console account, or to none: that account then sees what
 * this resident may (the board's documents for a board member, the announcements of their
 * audiences) and files tickets as them. An email address never links anyone.
 */
export function ResidentAccountDialog({
  open,
  orgId,
  resident,
  members,
  onClose,
}: {
  open: boolean;
  orgId: string;
  resident: Resident;
  members: readonly Member[];
  onClose: () => void;
}) {
  const link = useLinkResidentAccount(orgId);
  const [uid, setUid] = useState(resident.accountUid ?? NOT_LINKED);
  const options = [
    { value: NOT_LINKED, label: "Not linked" },
    ...members.map((member) => ({ value: member.uid, label: memberLabel(member) })),
  ];
  return (
    <FormDialog
      open={open}
      title="Console account"
      submitLabel="Save"
      busy={link.isPending}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) => (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            link.mutate(
              { resident, uid: uid === NOT_LINKED ? null : uid },
              {
                onSuccess: (saved) => {
                  notify.success(
                    saved.accountUid
                      ? `${resident.name} is linked to the account.`
                      : `${resident.name} is no longer linked to an account.`,
                    { id: "link-account" },
                  );
                  onClose();
                },
              },
            );
          }}
        >
          <SelectField
            label="Member's account"
            hint={`What this account may see follows ${resident.name}: the board's documents for a board member, the announcements of their audiences, their tickets.`}
            options={options}
            value={uid}
            onValueChange={setUid}
          />
        </form>
      )}
    </FormDialog>
  );
}
