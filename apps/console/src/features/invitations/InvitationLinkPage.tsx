import {
  AuthLayout,
  Button,
  ConfirmDialog,
  DetailList,
  Loader,
  buttonClassName,
  notify,
} from "@hoa/ui";
import {
  invitationRefusalMessage,
  messages,
  timeZoneLabel,
  timeZoneOf,
  type InvitationRefusalReason,
} from "@hoa/validation";
import { invitedRoleWords } from "@hoa/validation/invitation-wording";
import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { ApiError } from "../../api/client";
import { productName } from "../../config/env";
import { paths } from "../../config/paths";
import { hasOrganizationRole } from "../../lib/access";
import { formatDayInZone, formatInZone } from "../../lib/organization-time";
import { useOrganizationSession } from "../../lib/organization-session";
import { signOutHref } from "../../lib/redirect";
import { useAcceptInvitation } from "./api/accept-invitation";
import { useDeclineInvitation } from "./api/decline-invitation";
import { useInvitation, type InvitationPreview } from "./api/get-invitation";
import { roleOptions } from "./invitationForm";
import { TextLink } from "../../lib/TextLink";
import "./invitations.css";

const FALLBACK_ERROR = "Check your connection and try again.";

/**
 * One screen of the invitation link, in the auth screens' card: what it says, its actions, and
 * below them the ways on (the console, or creating one's own organization; signing out).
 */
function InvitationScreen({
  title,
  description,
  children,
  actions,
  homeLink = true,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** False when an action already leads to the console. */
  homeLink?: boolean;
}) {
  const { roles } = useOrganizationSession();
  return (
    <AuthLayout productName={productName} title={title} description={description}>
      {children}
      {actions ? (
        <div className="shell-auth__alternatives invitation-link__actions">{actions}</div>
      ) : null}
      <p className="shell-auth__footer invitation-link__ways-on">
        {homeLink ? (
          <TextLink to={paths.home.href()}>
            {hasOrganizationRole(roles) ? "Go to the console" : "Create your own organization"}
          </TextLink>
        ) : null}
        <TextLink to={paths.signOut.href()}>Sign out</TextLink>
      </p>
    </AuthLayout>
  );
}

const consoleLink = (
  <Link className={buttonClassName()} to={paths.home.href()}>
    Go to the console
  </Link>
);

/** Why this person cannot accept, and what they can do about it. */
function RefusedInvitation({
  token,
  invitation,
  reason,
}: {
  token: string;
  invitation: InvitationPreview;
  reason: InvitationRefusalReason;
}) {
  const { user } = useOrganizationSession();
  const { invitedByName: inviter, organizationName: organization } = invitation;
  const refusal = invitationRefusalMessage(reason, invitation.email);
  switch (reason) {
    case "expired":
      return (
        <InvitationScreen
          title={refusal}
          description={`${inviter} invited you to join ${organization}, but the link stopped working on ${formatDayInZone(invitation.expiresAt, timeZoneOf(invitation.timeZone))}. Ask ${inviter} to send it again.`}
        />
      );
    case "revoked":
      return (
        <InvitationScreen
          title={refusal}
          description={`${organization} withdrew this invitation. Ask ${inviter} if you think this is a mistake.`}
        />
      );
    case "used":
      return (
        <InvitationScreen
          title={refusal}
          description={`An invitation link can be accepted once. If it was you, ${organization} is in your console; if not, ask ${inviter} for a new invitation.`}
        />
      );
    case "declined":
      return (
        <InvitationScreen
          title={refusal}
          description={`To join ${organization} after all, ask ${inviter} for a new invitation.`}
        />
      );
    case "emailMismatch":
      return (
        <InvitationScreen
          title="This invitation is for another account"
          description={`${refusal}.`}
          actions={
            <Link className={buttonClassName()} to={signOutHref(paths.invitation.href(token))}>
              Sign in with another account
            </Link>
          }
        >
          <div className="invitation-link__details">
            <DetailList items={[{ label: "You are signed in as", value: user?.email ?? "" }]} />
          </div>
        </InvitationScreen>
      );
    case "otherOrganization":
      return (
        <InvitationScreen
          title="You already belong to an organization"
          description={`${inviter} invited you to join ${organization}. ${refusal}`}
          actions={consoleLink}
          homeLink={false}
        />
      );
    case "alreadyMember":
      return (
        <InvitationScreen
          title={refusal}
          description={`Your account already has access to ${organization}.`}
          actions={consoleLink}
          homeLink={false}
        />
      );
  }
}

/** The invitation this person can accept: who invites them, to what, with which role. */
function OpenInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { refresh } = useOrganizationSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const decline = useDeclineInvitation(token);
  const [joining, setJoining] = useState(false);
  const [askingDecline, setAskingDecline] = useState(false);
  const [declined, setDeclined] = useState(false);
  const { invitedByName: inviter, organizationName: organization } = invitation;
  const role = roleOptions.find((option) => option.value === invitation.role);
  const zone = timeZoneOf(invitation.timeZone);

  const acceptInvitation = () => {
    setJoining(true);
    // Once a member, the console needs the new roles and organization before it can open.
    accept
      .mutateAsync()
      .then(refresh)
      .then(
        () => {
          notify.success(`Welcome to ${organization}`, { id: "answer-invitation" });
          void navigate(paths.home.href(), { replace: true });
        },
        // Toasted centrally; the invitation is read again and this screen follows it.
        () => setJoining(false),
      );
  };

  const declineInvitation = () => {
    decline.mutateAsync().then(
      () => setDeclined(true),
      () => setAskingDecline(false),
    );
  };

  if (declined) {
    return (
      <InvitationScreen
        title="You declined the invitation"
        description={`You will not join ${organization}. You can sign out, or create your own organization.`}
      />
    );
  }

  return (
    <InvitationScreen
      title={`${organization} invited you as ${invitedRoleWords(invitation.role, invitation.residentProperty)}`}
      description={`${inviter} sent this invitation. Accept to open ${invitation.role === "resident" ? "your household's portal" : "its console"}.`}
      homeLink={false}
      actions={
        <>
          <Button onClick={acceptInvitation} disabled={joining} aria-busy={joining}>
            {joining ? "Accepting..." : "Accept invitation"}
          </Button>
          <Button variant="secondary" onClick={() => setAskingDecline(true)} disabled={joining}>
            Decline
          </Button>
        </>
      }
    >
      <div className="invitation-link__details">
        <DetailList
          items={[
            ...(role
              ? [
                  {
                    label: "Role",
                    value: (
                      <span className="ui-stacked-text">
                        <span>{role.label}</span>
                        <span className="ui-stacked-text__secondary">{role.description}</span>
                      </span>
                    ),
                  },
                ]
              : []),
            { label: "Invited by", value: inviter },
            { label: "Invited address", value: invitation.email },
            {
              label: "Expires",
              value: (
                <span className="ui-stacked-text">
                  <time dateTime={invitation.expiresAt}>
                    {formatInZone(invitation.expiresAt, zone)}
                  </time>
                  <span className="ui-stacked-text__secondary">{`${organization}'s time: ${timeZoneLabel(zone)}`}</span>
                </span>
              ),
            },
          ]}
        />
      </div>
      <ConfirmDialog
        open={askingDecline}
        title="Decline this invitation?"
        message={`You will not join ${organization}, and this link stops working. To join later, ask ${inviter} for a new invitation.`}
        confirmLabel="Decline invitation"
        tone="danger"
        busy={decline.isPending}
        busyLabel="Declining..."
        onConfirm={declineInvitation}
        onCancel={() => setAskingDecline(false)}
      />
    </InvitationScreen>
  );
}

/**
 * `/invite/:token`, the link of an invitation's email. It opens for any signed-in user, with or
 * without an organization (outside the access gate): the invitation to accept or decline, or why
 * it cannot be, each with a way on.
 */
export default function InvitationLinkPage() {
  const { token = "" } = useParams();
  const { user } = useOrganizationSession();
  const invitation = useInvitation(token, { enabled: user !== null });

  if (invitation.isError) {
    if (invitation.error instanceof ApiError && invitation.error.status === 404) {
      return (
        <InvitationScreen
          title={messages.invitationNotValid}
          description="The link may be incomplete, or a newer invitation replaced it. Ask the person who invited you to send it again."
        />
      );
    }
    const message =
      invitation.error instanceof ApiError && invitation.error.serverMessage
        ? invitation.error.serverMessage
        : FALLBACK_ERROR;
    return (
      <InvitationScreen
        title="The invitation could not be loaded"
        description={<span role="alert">{message}</span>}
        actions={
          <Button onClick={() => void invitation.refetch()} disabled={invitation.isFetching}>
            {invitation.isFetching ? "Trying again..." : "Try again"}
          </Button>
        }
      />
    );
  }
  if (!invitation.data) return <Loader label="Opening the invitation..." />;
  const { reason } = invitation.data;
  return reason ? (
    <RefusedInvitation token={token} invitation={invitation.data} reason={reason} />
  ) : (
    <OpenInvitation token={token} invitation={invitation.data} />
  );
}
