// Generated from docs/api/openapi.json by scripts/api-types.mjs. Do not edit.

export interface paths {
    "/api/createOrg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the caller's organization and make them its administrator */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own roles record, or null when they have none */
        get: operations["getRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organization (403 for any other id, before looking it up) */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the organization's name, description, time zone, session timeout, security or notification settings (administrators; If-Match; audited) */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/api/orgs/{orgId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's members, paged, sorted, filtered by role, searchable */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member: their access ends at their next request (administrators; If-Match; never the last administrator) */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /** Change a member's role (administrators; If-Match; never the last administrator) */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/api/orgs/{orgId}/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's properties, paged, sorted, filtered by type and status, searchable by address and unit */
        get: operations["listProperties"];
        put?: never;
        /** Add a property (administrators; one per address and unit) */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/properties/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import up to 100 properties (administrators): existing ones (same address and unit) are updated or skipped, so sending the same rows again creates nothing */
        post: operations["importProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/properties/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One property (ETag: its version) */
        get: operations["getProperty"];
        put?: never;
        post?: never;
        /** Delete a property (administrators; If-Match); refused while residents live there, and once it has billing history (archive it instead) */
        delete: operations["deleteProperty"];
        options?: never;
        head?: never;
        /** Change a property's address, unit or type (administrators; If-Match); its residents follow a new address */
        patch: operations["updateProperty"];
        trace?: never;
    };
    "/api/orgs/{orgId}/properties/{propertyId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a property (administrators; If-Match): it keeps its ledger and balance in every report, and gets no new dues, charges, late fees or residents; payments and credits can still be recorded. Refused while residents live there */
        post: operations["archiveProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/properties/{propertyId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore an archived property (administrators; If-Match): it is Vacant again, charged its dues from the next monthly run, and its open charges get late fees again */
        post: operations["restoreProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/residents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's residents, paged, sorted, filtered by status, relationship, board membership and property, searchable by name, email, unit and phone; members do not see what a resident hides */
        get: operations["listResidents"];
        put?: never;
        /** Add a resident to a property (administrators; an email belongs to one resident); the property becomes Occupied */
        post: operations["createResident"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/residents/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import up to 100 residents (administrators): a resident is recognised by email, or by name at the same property, and updated or skipped, so sending the same rows again creates nothing */
        post: operations["importResidents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/residents/{residentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One resident (ETag: its version); members do not see what the resident hides */
        get: operations["getResident"];
        put?: never;
        post?: never;
        /** Remove a resident (administrators; If-Match); their email is free again and their property's occupancy follows */
        delete: operations["deleteResident"];
        options?: never;
        head?: never;
        /** Change a resident (administrators; If-Match); a move to another property changes both properties' occupancy */
        patch: operations["updateResident"];
        trace?: never;
    };
    "/api/orgs/{orgId}/residents/{residentId}/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Link a resident to a member's console account, or unlink them with `uid: null` (administrators; If-Match). What the account may see as this resident (the board's documents, the inbox of its audiences) and whose tickets it files follow this link, never an email address */
        put: operations["linkResidentAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/directory/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many properties (occupied, vacant) and residents (active, pending, board) */
        get: operations["getDirectorySummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed what and when, newest first, filtered by kind of item and of change or by item (administrators) */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's invitations (administrators), newest sent first, filtered by status and role, searchable by address */
        get: operations["listInvitations"];
        put?: never;
        /** Invite 1 to 50 addresses with a role and an optional message (administrators); an address with a pending invitation or already a member is told so instead */
        post: operations["createInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/invitations/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many invitations are pending, accepted and expired (administrators) */
        get: operations["getInvitationSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a pending or expired invitation again with a new link; the old link stops working (administrators; If-Match) */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/invitations/{invitationId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a pending invitation: its link stops working (administrators; If-Match) */
        post: operations["revokeInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitation a link names, as its opener may see it, and whether they can accept it (signed in; no organization needed) */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation as the invited address's owner: become a member of its organization with its role */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation as the invited address's owner */
        post: operations["declineInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/billing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dues and fees (the defaults until saved), the organization's time zone, today and the next due date (ETag: version, 0 before the first save) */
        get: operations["getBillingSettings"];
        /** Save dues and fees (If-Match: the version read, 0 before the first save); the scheduler charges from then on */
        put: operations["updateBillingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/billing/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This month's totals (charged, collected, credited), what is outstanding and how many properties are delinquent */
        get: operations["getBillingSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/billing/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every property's balance, credit and aging (current, 30, 60, 90+ days past due) and whether it is delinquent, as of today in the organization's time zone, with the totals */
        get: operations["getBillingReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/billing/properties/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One property's balance, credit, aging and open charges (administrators: any property; anyone else: a property of their own household, 404 otherwise) */
        get: operations["getPropertyAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/billing/properties/{propertyId}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property's ledger, newest first (sort=seq: oldest first), each entry with the running balance after it (administrators: any property; anyone else: a property of their own household, 404 otherwise) */
        get: operations["listLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/billing/properties/{propertyId}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a one-off charge or credit to a property's ledger (administrators). With an Idempotency-Key, the same key and body again answer the entry added the first time (409 if the key was used for a different one) */
        post: operations["postAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/billing/properties/{propertyId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment taken elsewhere (administrators): applied to the oldest open charges first; what is over becomes credit. With an Idempotency-Key, the same key and body again answer the payment recorded the first time, with no second email (409 if the key was used for a different one). Emails the administrators while Payments notifications are on */
        post: operations["postPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/billing/properties/{propertyId}/ledger/{entryId}/reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse an entry of a property's ledger with a new entry of the opposite amount (administrators; once per entry; a reversal cannot be reversed) */
        post: operations["reverseLedgerEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support tickets, newest first, sorted by number, date, priority or status, filtered by status and priority, searchable by subject, number and sender (a member sees the tickets they entered) */
        get: operations["listTickets"];
        put?: never;
        /** Open a ticket with the organization's next number: an administrator names the resident it is from (AdministratorTicketRequest, residentId required); a member's ticket is from themselves (MemberTicketRequest). Administrators are emailed while Support tickets notifications are on. With an Idempotency-Key, the same key and body again answer the ticket opened the first time, with no second number or email (409 if the key was used for a different one) */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/tickets/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many tickets are Open, In Progress and Resolved (a member or a resident: of the tickets they entered) */
        get: operations["getTicketSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/tickets/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket (ETag: its version); a member sees only the tickets they entered */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a ticket's subject, priority, assignee or status (administrators; If-Match): Open to In Progress or Resolved, In Progress to Open or Resolved, Resolved back to Open */
        patch: operations["updateTicket"];
        trace?: never;
    };
    "/api/orgs/{orgId}/tickets/{ticketId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket's conversation, oldest first: comments and the changes it went through */
        get: operations["listTicketComments"];
        put?: never;
        /** Add a comment to a ticket (administrators, and the member who entered it) */
        post: operations["addTicketComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements (administrators): drafts, scheduled and published ones, newest change first, filtered by status, priority and audience, searchable by title */
        get: operations["listAnnouncements"];
        put?: never;
        /** Save an announcement as a draft, publish it now (its audience's residents are emailed and members see it in their inbox) or schedule it for a date and time in the organization's time zone (administrators). With an Idempotency-Key, the same key and body again answer the announcement saved the first time, sending nothing twice (409 if the key was used for a different one) */
        post: operations["createAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/announcements/{announcementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement (administrators; ETag: its version), with how many it went to, delivered, failed and read */
        get: operations["getAnnouncement"];
        /** Change a draft or scheduled announcement, and save it as a draft, publish it now or schedule it (administrators; If-Match). A published one cannot be changed (409) */
        put: operations["updateAnnouncement"];
        post?: never;
        /** Delete an announcement (administrators; If-Match): it leaves the members' inboxes, and a scheduled one is not published. Emails already queued still go out */
        delete: operations["deleteAnnouncement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published announcements for the caller, newest first, each with whether they read it: a member sees everyone's and those of the audiences their resident record is in (owners, tenants, the board); an administrator sees all */
        get: operations["listInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/inbox/{announcementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement of the caller's inbox, with whether they read it: published, and for an audience they are in (an administrator sees all; 404 otherwise) */
        get: operations["getInboxItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/inbox/{announcementId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an announcement of the caller's inbox read by them (once; counted for its author) */
        post: operations["markAnnouncementRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a sign-in from this browser (once per browser session): an administrator's first sign-in from a new browser emails the administrators while the organization's new-device switch is on */
        post: operations["reportSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/communications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything sent (administrators): composed emails and bulk notifications, newest first, filtered by kind, status and priority, searchable by subject or title, each with its delivery counts */
        get: operations["listCommunications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/communications/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an email to one resident, a typed address or a group (the announcements' audiences; Board Members is the board), recorded in the history (administrators). Below urgent, residents who opted out of non-urgent email are skipped. With an Idempotency-Key, the same key and body again answer the one sent the first time, emailing no one twice (409 if the key was used for a different one) */
        post: operations["composeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/communications/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a bulk notification to an audience now, or schedule it for a date and time in the organization's time zone (administrators). Email and in-app (the members' inbox) are sent; SMS and push have no provider connected and are recorded as not sent. With an Idempotency-Key, the same key and body again answer the one sent the first time, emailing no one twice (409 if the key was used for a different one) */
        post: operations["createNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/communications/{communicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sent email or notification (administrators), with how many it went to, delivered, failed, pending and (in-app) read */
        get: operations["getCommunication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/communications/{communicationId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A communication's emails, one per recipient by address, each with its delivery state, attempts and last error (administrators), filtered by state */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documents, latest change first or by title, filtered by category and visibility, searchable by title (board-only documents are listed for the board only) */
        get: operations["listDocuments"];
        put?: never;
        /** Add a document from an upload (administrators): title, category, description and visibility; its first version */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/documents/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a document's file (administrators): the bytes as application/octet-stream, at most 10 MB, a PDF, an Office document or an image by its content; usable for 30 minutes */
        post: operations["uploadDocumentFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document with its versions (ETag: its version); board-only ones for the board only */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /** Delete a document and the files of all its versions (administrators; If-Match) */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        /** Change a document's title, category, description or visibility (administrators; If-Match) */
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/api/orgs/{orgId}/documents/{documentId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a document's file with an upload (administrators; If-Match): the new version becomes the current one, older versions stay listed */
        post: operations["addDocumentVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/documents/{documentId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A download link for a version of a document (the current one unless named), working for 5 minutes, for whoever may see the document */
        post: operations["createDocumentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/downloads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file a download link names, while the link works (no token needed) */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events from today on (in the organization's time zone), soonest first; `when=past` those before today, `when=all` every one; filtered by type and status, searchable by title and location */
        get: operations["listEvents"];
        put?: never;
        /** Add an event (administrators): its date and time are read in the organization's time zone. With an Idempotency-Key, the same key and body again answer the event added the first time (409 if the key was used for a different one) */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/events/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events that start in a month (YYYY-MM) of the organization's calendar, in its time zone, soonest first (at most 200) */
        get: operations["getEventMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/events/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the organization has a private calendar feed, and since when (administrators; its address is shown only when it is made) */
        get: operations["getCalendarFeed"];
        put?: never;
        /** Make a new private calendar feed address (administrators): the old address stops working; the new one is in this answer only */
        post: operations["regenerateCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with its seat counts (ETag: its version) */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        /** Delete an event and its replies (administrators; If-Match) */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /** Change an event (administrators; If-Match): more seats go to the waiting list in order */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/api/orgs/{orgId}/events/{eventId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an event (administrators; If-Match): everyone going or on the waiting list who has an email address is told by email */
        post: operations["cancelEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/events/{eventId}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event as an iCalendar file (.ics) to add to a calendar */
        get: operations["downloadEventIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/events/{eventId}/rsvps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's replies (administrators): going, then the waiting list in order, then not going */
        get: operations["listRsvps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/events/{eventId}/rsvps/{residentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record a resident's reply (administrators): going with guests takes seats while they last, else the waiting list; not going frees them for the waiting list */
        put: operations["recordResidentRsvp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/events/{eventId}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own reply to an event (with their place on the waiting list), or null */
        get: operations["getOwnRsvp"];
        /** Reply to an event for oneself (members): going with guests takes seats while they last, else the waiting list */
        put: operations["recordOwnRsvp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization's private calendar feed (no sign-in: the address carries a secret token): its scheduled events from today on */
        get: operations["getCalendarFeedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/media/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photo and video albums, latest change first or by title */
        get: operations["listAlbums"];
        put?: never;
        /** Add an album (administrators): title and description */
        post: operations["createAlbum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/media/albums/{albumId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One album (ETag: its version) */
        get: operations["getAlbum"];
        put?: never;
        post?: never;
        /** Delete an album with its photos and videos and their files (administrators; If-Match) */
        delete: operations["deleteAlbum"];
        options?: never;
        head?: never;
        /** Change an album's title or description (administrators; If-Match) */
        patch: operations["updateAlbum"];
        trace?: never;
    };
    "/api/orgs/{orgId}/media/albums/{albumId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An album's photos and videos, in the order they were added */
        get: operations["listMediaItems"];
        put?: never;
        /** Add a photo (JPG, PNG, GIF, at most 10 MB) or a video (MP4, MOV) of at most 10 MB to an album (administrators): the bytes as application/octet-stream, the type by content; a photo gets a thumbnail and its size; a larger video goes up in parts */
        post: operations["uploadMediaItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/media/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a resumable upload of a video of up to 100 MB into an album (administrators): then PUT its parts of 8 MB and complete it */
        post: operations["startMediaUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/media/uploads/{uploadId}/parts/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** One part of a resumable upload (administrators): 8 MB except the last, as application/octet-stream; the first must be a video by its content; sending a part again replaces it */
        put: operations["putMediaUploadPart"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/media/uploads/{uploadId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a resumable upload (administrators): the parts joined into the video, its type checked by content, the item added */
        post: operations["completeMediaUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/media/albums/{albumId}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a photo or video and its files (administrators; If-Match) */
        delete: operations["deleteMediaItem"];
        options?: never;
        head?: never;
        /** Change a photo's or video's caption (administrators; If-Match) */
        patch: operations["updateMediaItem"];
        trace?: never;
    };
    "/api/orgs/{orgId}/media/albums/{albumId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A link serving the album's thumbnails and files for 30 minutes, for a member of the organization */
        post: operations["createAlbumLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{token}/{itemId}/{which}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo's thumbnail or an item's file through an album's link (no token needed); a file is streamed, and a `Range: bytes=...` header gets that part of it (206), as video players ask */
        get: operations["openMediaFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's household: the residents linked to their account (in full), and each of their properties with its residents as a member sees them; empty lists for an account linked to no resident */
        get: operations["getHousehold"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/residents/{residentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change one's own resident record (If-Match): email, phone, directory privacy and email preferences (non-urgent email, event reminders), with the rules of an administrator's edit, audited; 404 for a resident not linked to the caller */
        patch: operations["updateOwnResident"];
        trace?: never;
    };
    "/api/orgs/{orgId}/residents/{residentId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a resident to the portal at their address in the directory (administrators): their pending invitation, if any, is sent again (200) rather than another made (201); accepting it links the account to this resident */
        post: operations["inviteResident"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/residents/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite to the portal every resident the residents list's search and filters match who has an email address, no account and no pending invitation (administrators); answers the counts */
        post: operations["inviteResidents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violation-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kinds of violation the board enforces, by name, cure period or fine */
        get: operations["listViolationCategories"];
        put?: never;
        /** Add a violation category: its rule, default description, cure period and fine */
        post: operations["createViolationCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violation-categories/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One violation category (ETag: its version) */
        get: operations["getViolationCategory"];
        put?: never;
        post?: never;
        /** Delete a violation category (administrators; If-Match); violations already reported keep what they copied */
        delete: operations["deleteViolationCategory"];
        options?: never;
        head?: never;
        /** Change a violation category (administrators; If-Match); violations already reported keep what they copied */
        patch: operations["updateViolationCategory"];
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The violation rule set chosen (General with default numbers until saved), the organization's own numbers and the rules in effect with their citations (ETag: version, 0 before the first save) */
        get: operations["getViolationSettings"];
        /** Choose the violation rule set and save the organization's own numbers (administrators; If-Match: the version read, 0 before the first save); a statute's rule set sent without numbers keeps those saved */
        put: operations["updateViolationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The violations reported, newest first, filtered by status, property or category */
        get: operations["listViolations"];
        put?: never;
        /** Report a violation at a property in a category (administrators): it copies the category and the rule set it is handled under */
        post: operations["reportViolation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One violation (ETag: its version) */
        get: operations["getViolation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What happened to a violation, oldest first, with each letter sent */
        get: operations["getViolationTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the board decided the other violations of the same category: how many ended each way, and the fines' amounts */
        get: operations["getViolationConsistency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/courtesy-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the courtesy notice (administrators; If-Match): a letter by email to the property's owners on file, with the category's cure period from today */
        post: operations["sendViolationCourtesyNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/hearing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Notice (or move) the hearing (administrators; If-Match): refused with the rule's citation when the organization's rule set requires more days' notice */
        post: operations["noticeViolationHearing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the board's decision after the hearing (administrators; If-Match): no action, a fine within the rule set's caps (posted to the property's ledger once), or a suspension; the decision notice goes out at once */
        post: operations["decideViolation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the result of internal dispute resolution (or an appeal) of the board's decision (administrators; If-Match), once: upheld, or reversed (the fine comes off the property's ledger and the violation closes); the result goes to the owners as a letter */
        post: operations["decideViolationAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/cure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a violation cured before a decision (administrators; If-Match): closed with no fine */
        post: operations["cureViolation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a violation (administrators; If-Match): once decided, done; before, withdrawn */
        post: operations["closeViolation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/violations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The violations at the caller's own properties (the portal), newest first; none for an account linked to no resident */
        get: operations["listOwnViolations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/violations/{violationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's violations with its letters and replies (the portal); 404 for another household's */
        get: operations["getOwnViolation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/violations/{violationId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A resident's reply, request for a hearing or for more time, added to the violation's timeline for the board; 404 for another household's, 409 once closed */
        post: operations["replyToViolation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo to a violation (administrators; JPG, PNG or WebP, at most 10 MB, as application/octet-stream): kept as a JPEG of at most 1,600 pixels, without its location */
        post: operations["addViolationPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/violations/{violationId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a photo of one's own household's violation (the portal: a cure), as the board's photos are sent; 404 for another household's */
        post: operations["addOwnViolationPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A violation's photo (a JPEG): to the board, and to a resident of its property; 404 to anyone else */
        get: operations["getViolationPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/violations/{violationId}/letters/{entryId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A letter of a violation's timeline as a printable PDF (the board); 404 for an entry without a letter */
        get: operations["getViolationLetterPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/violations/{violationId}/letters/{entryId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A letter of one of the caller's violations as a printable PDF (the portal); 404 for another household's, and for an entry without a letter */
        get: operations["getOwnViolationLetterPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-review/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The architectural review procedure: the committee, the board, the maximum response time and what its passing does (ETag: version, 0 before the first save) */
        get: operations["getArchitecturalReviewSettings"];
        /** Save the procedure (administrators; If-Match: the version read): the committee and the directors must be board members or administrators; submitted requests keep what they were submitted with */
        put: operations["updateArchitecturalReviewSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The architectural requests, newest first, filtered by status, category or property; each reviewer sees how many have voted and their own vote, never another's before the decision */
        get: operations["listArchitecturalRequests"];
        put?: never;
        /** Start a request for a property on the homeowner's behalf (administrators): a draft, until it is submitted */
        post: operations["createArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request (ETag: its version), its votes secret until it is decided */
        get: operations["getArchitecturalRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a draft, or a request returned for more information (administrators; If-Match) */
        patch: operations["updateArchitecturalRequest"];
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What happened to a request, oldest first, with each letter sent */
        get: operations["getArchitecturalRequestTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A reviewer's vote with its comment (a denial's reasons, the conditions one per line, what more is needed), once; not made to a version: the last vote of the committee (or of the board) decides, once, whoever casts it */
        post: operations["voteOnArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a draft (or a returned request) to the committee: the response time starts and each committee member is emailed; 409 until the committee is chosen (administrators; If-Match) */
        post: operations["submitArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a request before its decision (administrators; If-Match) */
        post: operations["withdrawArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}/reconsideration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the board to reconsider a denial, once: the directors who did not sit on the committee vote, and their decision is final (administrators; If-Match) */
        post: operations["reconsiderArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/architectural-requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's requests with its timeline as the homeowner sees it (no votes); 404 for another household's */
        get: operations["getOwnArchitecturalRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a draft, or a request returned for more information (the portal: one's own household's; If-Match) */
        patch: operations["updateOwnArchitecturalRequest"];
        trace?: never;
    };
    "/api/orgs/{orgId}/me/architectural-requests/{requestId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a draft (or a returned request) to the committee: the response time starts and each committee member is emailed; 409 until the committee is chosen (the portal: one's own household's; If-Match) */
        post: operations["submitOwnArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/architectural-requests/{requestId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a request before its decision (the portal: one's own household's; If-Match) */
        post: operations["withdrawOwnArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/architectural-requests/{requestId}/reconsideration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the board to reconsider a denial, once: the directors who did not sit on the committee vote, and their decision is final (the portal: one's own household's; If-Match) */
        post: operations["reconsiderOwnArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/architectural-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The requests for the caller's own properties (the portal), newest first; none for an account linked to no resident */
        get: operations["listOwnArchitecturalRequests"];
        put?: never;
        /** Start a request for the caller's own property (the portal): a draft; `propertyId` picks one when the household has more than one */
        post: operations["createOwnArchitecturalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a drawing (PDF) or a photo (JPG, PNG or WebP) of at most 10 MB to a draft or returned request (administrators; application/octet-stream, `fileName` in the query): a photo is kept as a JPEG of at most 1,600 pixels, without its location */
        post: operations["addArchitecturalAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/architectural-requests/{requestId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a drawing or a photo to one's own household's draft or returned request (the portal), as the board's are sent; 404 for another household's */
        post: operations["addOwnArchitecturalAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}/attachments/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's drawing (PDF) or photo (JPEG): to the board, and to a resident of its property; 404 to anyone else */
        get: operations["getArchitecturalAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/architectural-requests/{requestId}/letters/{entryId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A letter of a request's timeline as a printable PDF (the board) */
        get: operations["getArchitecturalLetterPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/architectural-requests/{requestId}/letters/{entryId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A letter of one of the caller's requests as a printable PDF (the portal); 404 for another household's */
        get: operations["getOwnArchitecturalLetterPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/properties/{propertyId}/resale-package": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property's resale package as a PDF: its balance, its modification record (the changes the association approved, with their conditions) and its open violations, prepared today */
        get: operations["getResalePackagePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/properties/{propertyId}/modifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property's modification record: the changes the association approved, latest first, with their conditions */
        get: operations["listPropertyModifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/amenities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The amenities by name, with their rules and terms: every one for the board, those taking bookings for a resident */
        get: operations["listAmenities"];
        put?: never;
        /** Add an amenity (administrators): its slots (length, opening and closing time, open days), places per slot, household limits, booking window and notice, cancellation window, approval, fee, deposit and terms */
        post: operations["createAmenity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/amenities/{amenityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One amenity with its rules and terms (ETag: its version); 404 to a resident for one not taking bookings */
        get: operations["getAmenity"];
        put?: never;
        post?: never;
        /** Delete an amenity that never had a booking (administrators; If-Match); one with bookings is set to not take bookings instead (409) */
        delete: operations["deleteAmenity"];
        options?: never;
        head?: never;
        /** Change an amenity (administrators; If-Match): a new text of its terms moves termsVersion on; its slot length and hours cannot change while bookings to come hold slots (409) */
        patch: operations["updateAmenity"];
        trace?: never;
    };
    "/api/orgs/{orgId}/amenities/{amenityId}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The amenity's slots from `from` to `to` (at most 42 days), each with its places, those taken and those left: for the board with the bookings in it, for a resident with only their household's */
        get: operations["getAmenityCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/amenities/{amenityId}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block the amenity's slots from `from` to `to` between `start` and `end` each day (administrators; at most 100 slots still to come), with a reason: each becomes blocked time that fills its slot. 409 naming the slots that already have bookings (cancel them first) or are blocked */
        post: operations["blockAmenityTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bookings and blocked time of every amenity, latest slot first, filtered by status (the approval queue: status=pending&sort=startsAt), amenity or property */
        get: operations["listBookings"];
        put?: never;
        /** Book a slot for a household (administrators): the amenity's rules and the household's limits apply, but not its notice or booking window; no terms to accept. Confirmed at once (its fee and deposit posted to the property's ledger) or awaiting approval as the amenity says. 409 when the slot is full ("That time was just booked. Choose another."), blocked, or past a limit */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking or blocked time (ETag: its version) */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/bookings/{bookingId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a booking awaiting approval (administrators; If-Match): confirmed, its fee and refundable deposit posted to the property's ledger, the household emailed */
        post: operations["approveBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/bookings/{bookingId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a booking awaiting approval, with a reason (administrators; If-Match): nothing was charged, the slot is free again, the household emailed */
        post: operations["declineBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/bookings/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking or blocked time before it starts (administrators; If-Match): the slot is free again; a confirmed booking's deposit is refunded, and its fee when cancelled within the amenity's free cancellation window, unless refundFee says otherwise */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/bookings/{bookingId}/release-deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a confirmed booking's deposit once it has ended (administrators; If-Match; 409 before): all of it refunded (a reversal on the ledger), or `kept` of it kept with a reason (the rest credited back, the memo saying what was kept and why) */
        post: operations["releaseBookingDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bookings of the caller's household (the portal), latest slot first; none for an account linked to no resident */
        get: operations["listOwnBookings"];
        put?: never;
        /** Book a slot for the caller's own household (the portal): `acceptTerms` must be true when the amenity has terms; `propertyId` picks one of the caller's properties when they have several (400 otherwise). 409 when the slot is full ("That time was just booked. Choose another."), blocked, the household is at a limit, or the terms changed since `termsVersion` */
        post: operations["createOwnBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the household's bookings (the portal); 404 for another household's */
        get: operations["getOwnBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/bookings/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one of the household's bookings before it starts (the portal): the deposit is refunded, and the fee when cancelled within the amenity's free cancellation window; 404 for another household's */
        post: operations["cancelOwnBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/bookings/{bookingId}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking as an iCalendar file (.ics), in the organization's time zone */
        get: operations["downloadBookingIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/bookings/{bookingId}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the household's bookings as an iCalendar file (.ics), in the organization's time zone (the portal); 404 for another household's */
        get: operations["downloadOwnBookingIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/elections/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The election rule set (California, Florida or General), the organization's numbers and the rules in effect with their citations (ETag: version, 0 before the first save) */
        get: operations["getElectionSettings"];
        /** Choose the election rule set and save the organization's numbers (administrators; If-Match: the version read, 0 before the first save); a quorum over what the rule set allows is refused with its citation */
        put: operations["updateElectionSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/elections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's elections, newest first (the board): live counts only, never a tally */
        get: operations["listElections"];
        put?: never;
        /** A draft election (administrators): a director election, a measure or a board motion, its dates checked against the rules in effect (each date refused with the rule it breaks and its citation) and its inspector of elections */
        post: operations["createElection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/elections/{electionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One election (the board; ETag: version): its rules and dates, and once the ballots are out the live counts only (ballots cast, voting power, quorum reached or not), never a tally */
        get: operations["getElection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a draft election (administrators; If-Match), checked whole again */
        patch: operations["updateElection"];
        trace?: never;
    };
    "/api/orgs/{orgId}/elections/{electionId}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The ballots go out now (administrators; If-Match): the date checked against the rules again, the rules and the electorate frozen, one one-time ballot link per property emailed to its owners on file (once per address) */
        post: operations["openElection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/elections/{electionId}/reconvene": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reconvene a meeting whose quorum was not reached (administrators; If-Match), once, where the rule set has a lower quorum for a reconvened meeting (California: at least 20 days later, 20% of the members, AB 1458): the ballots cast stay and count, voting opens again until the new deadline (refused with its citation when too soon), and each property that has not voted gets a fresh one-time link by email (its first link stays valid) */
        post: operations["reconveneElection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspector/orgs/{orgId}/elections/{electionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The election to inspect, with its live counts and certificate (the inspector of elections: signed in with the verified address the election names, member or not; 404 to anyone else) */
        get: operations["getInspectedElection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspector/orgs/{orgId}/elections/{electionId}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the polls, at or after the voting deadline, once: with the quorum reached (the live counts) the count opens; without, the election's quorum failed (`quorumFailed`) and the ballots stay sealed until the meeting is reconvened or the inspector certifies that no quorum was reached (the inspector of elections: signed in with the verified address the election names, member or not; 404 to anyone else) */
        post: operations["openElectionCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspector/orgs/{orgId}/elections/{electionId}/tally": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tally of the ballot box with quorum and threshold, only once the count is open; never for a failed quorum (409: the ballots stay sealed) (the inspector of elections: signed in with the verified address the election names, member or not; 404 to anyone else) */
        get: operations["getElectionTally"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspector/orgs/{orgId}/elections/{electionId}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The voter roll by address: who votes and whether each has, by which channel, never how (the inspector of elections: signed in with the verified address the election names, member or not; 404 to anyone else) */
        get: operations["getElectionRoll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspector/orgs/{orgId}/elections/{electionId}/paper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter a paper ballot from a property's signed envelope, received before the deadline and until the count opens; refused with its reason when the property already voted by any channel (the inspector of elections: signed in with the verified address the election names, member or not; 404 to anyone else) */
        post: operations["enterPaperBallot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inspector/orgs/{orgId}/elections/{electionId}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Certify the result with the inspector's name as signature and the time, or from a failed quorum that no quorum was reached (the counts, never a choice); the certificate is then fixed and the results reach the residents: the results notice is emailed to the owners on file of every property on the roll (each director for a board motion), once per address (the inspector of elections: signed in with the verified address the election names, member or not; 404 to anyone else) */
        post: operations["certifyElection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/elections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The elections whose ballots went out, with their certified results (residents) */
        get: operations["listOwnElections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/elections/{electionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One election whose ballots went out, with its certified results (residents) */
        get: operations["getOwnElection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/elections/{electionId}/proxies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The proxies the caller holds in an election, with their instructions */
        get: operations["listHeldProxies"];
        put?: never;
        /** Give a property's proxy to another member, with instructions or none (an owner on file linked to the caller's account); refused once the property voted or while it has a proxy given */
        post: operations["giveProxy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/elections/{electionId}/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The properties the caller owns on the election's roll: whether each voted (never how) and the proxy it gave, if any */
        get: operations["listOwnElectionProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/elections/{electionId}/proxy-holders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whom the caller may give a proxy to, by name: the other residents of their household with an account, then the board */
        get: operations["listProxyHolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a property's proxy before it is used (an owner on file linked to the caller's account); the property may then vote or give another; answers the caller's properties */
        delete: operations["revokeProxy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}/ballot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cast the ballot of a property whose proxy the caller holds, following its instructions, once across every channel; answers the receipt's secret once */
        post: operations["castProxyBallot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ballot-receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the ballot of a receipt is in the election's box (no sign-in; the receipt in the body, never in an address): counted or not, never its choices */
        post: operations["checkBallotReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ballots/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ballot a one-time link opens (no sign-in: the link's token is the credential): the election, its choices and whether this property has voted */
        get: operations["getBallot"];
        put?: never;
        /** Cast this property's ballot, once (no sign-in: the link's token is the credential): two devices at once cast one ballot; refused after the deadline and where online voting is not allowed, with the rule's reason; answers the receipt's secret once */
        post: operations["castBallot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/elections/{electionId}/nominations/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the nomination notice now (administrators; If-Match; a director election in draft): today checked against the rules as the notice's date (refused with the rule and its citation when too late), the election is `nominating`, and each owner on file is emailed once per address how to nominate, the deadline and the seats */
        post: operations["openNominations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/elections/{electionId}/nominations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An election's nominations, oldest first, with who nominated and the board's decision (the board) */
        get: operations["listNominations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/elections/{electionId}/nominations/{nominationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a pending nomination while nominations are open (administrators; If-Match: the election's version): its nominee joins the vote's candidates, once per name; audited */
        post: operations["acceptNomination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/elections/{electionId}/nominations/{nominationId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a pending nomination while nominations are open, with a reason or none (administrators; If-Match: the election's version); audited */
        post: operations["declineNomination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{orgId}/me/elections/{electionId}/nominations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own nominations in an election, with the board's decision (residents) */
        get: operations["listOwnNominations"];
        put?: never;
        /** Nominate a candidate by name, themself or another member, with a statement or none (an owner on file linked to the caller's account, for their property), until the nomination deadline; a name the property already nominated is refused */
        post: operations["nominateCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Organization: {
            id: string;
            name: string;
            description: string;
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            version: number;
            /** @description An IANA time zone name, e.g. America/Los_Angeles or America/Phoenix */
            timeZone: string;
            /** @enum {string} */
            sessionTimeout: "30m" | "1h" | "4h" | "never";
            requireTwoFactor: boolean;
            alertOnNewSignIn: boolean;
            notifyNewResidents: boolean;
            notifySupportTickets: boolean;
            notifyPayments: boolean;
            notifyWeeklySummary: boolean;
        };
        Error: {
            error: string;
            fields?: {
                [key: string]: string;
            };
        };
        Roles: {
            orgId: string | null;
            role: string | null;
            permissions: string[];
        };
        Member: {
            /** @description The member's id: the uid of their account */
            id: string;
            /** @description The member's account (the same as `id`) */
            uid: string;
            email: string;
            displayName: string;
            /** @enum {string} */
            role: "admin" | "member" | "resident";
            /** Format: date-time */
            joinedAt: string;
            version: number;
        };
        DeletedItem: {
            id: string;
        };
        Property: {
            id: string;
            address: string;
            unit: string;
            /** @enum {string} */
            type: "Condo" | "Apartment" | "Townhouse" | "Single-family home";
            /** @enum {string} */
            status: "Occupied" | "Vacant" | "Archived";
            residentCount: number;
            percentageInterestBasisPoints: number | null;
            archivedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        ImportReport: {
            created: number;
            updated: number;
            skipped: number;
            rows: {
                line: number;
                /** @enum {string} */
                outcome: "created" | "updated" | "skipped";
                id: string | null;
                reason: string | null;
            }[];
        };
        Resident: {
            id: string;
            name: string;
            email: string | null;
            phone: string | null;
            propertyId: string;
            address: string;
            unit: string;
            /** @enum {string} */
            relationship: "Owner" | "Tenant" | "Other";
            boardMember: boolean;
            /** @enum {string} */
            status: "Active" | "Pending";
            privacy: {
                hideEmail: boolean;
                hidePhone: boolean;
            };
            emailOptOut: boolean;
            reminderOptOut: boolean;
            accountUid: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        DirectorySummary: {
            properties: {
                total: number;
                occupied: number;
                vacant: number;
                archived: number;
            };
            residents: {
                total: number;
                active: number;
                pending: number;
                board: number;
            };
        };
        AuditChange: {
            field: string;
            before: unknown;
            after: unknown;
        };
        AuditEntry: {
            id: string;
            /** Format: date-time */
            at: string;
            actor: {
                uid: string;
                displayName: string | null;
                email: string | null;
            };
            /** @enum {string} */
            action: "create" | "update" | "delete";
            /** @enum {string} */
            resource: "organization" | "members" | "properties" | "residents" | "invitations" | "tickets" | "billing" | "announcements" | "documents" | "events" | "media" | "violationCategories" | "violations" | "violationSettings" | "architecturalRequests" | "architecturalReviewSettings" | "electionSettings" | "elections" | "amenities" | "bookings";
            resourceId: string;
            label: string;
            changes: components["schemas"]["AuditChange"][];
        };
        Invitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "admin" | "member" | "resident";
            residentId: string | null;
            message: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "expired" | "revoked" | "declined";
            invitedBy: {
                uid: string;
                name: string;
            };
            /** Format: date-time */
            sentAt: string;
            /** Format: date-time */
            expiresAt: string;
            delivery: ("PENDING" | "PROCESSING" | "SUCCESS" | "ERROR" | "RETRY") | null;
            acceptedAt: string | null;
            acceptedBy: {
                uid: string;
                name: string;
            } | null;
            revokedAt: string | null;
            declinedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        InvitationResults: {
            results: {
                email: string;
                /** @enum {string} */
                outcome: "sent" | "alreadyPending" | "alreadyMember";
                invitation?: components["schemas"]["Invitation"];
                message: string;
            }[];
        };
        InvitationSummary: {
            pending: number;
            accepted: number;
            expired: number;
        };
        InvitationPreview: {
            organizationName: string;
            /** @enum {string} */
            role: "admin" | "member" | "resident";
            invitedByName: string;
            email: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "expired" | "revoked" | "declined";
            /** Format: date-time */
            expiresAt: string;
            /** @description An IANA time zone name, e.g. America/Los_Angeles or America/Phoenix */
            timeZone: string;
            residentProperty: {
                address: string;
                unit: string;
            } | null;
            canAccept: boolean;
            reason: ("expired" | "revoked" | "used" | "declined" | "emailMismatch" | "otherOrganization" | "alreadyMember") | null;
            message: string | null;
        };
        AcceptedInvitation: {
            orgId: string;
            /** @enum {string} */
            role: "admin" | "member" | "resident";
        };
        DeclinedInvitation: {
            /** @enum {string} */
            status: "declined";
        };
        BillingSettings: {
            monthlyFeeCents: number;
            lateFeeCents: number;
            monthlyFee: string;
            lateFee: string;
            /** @enum {string} */
            dueDay: "1st" | "15th" | "last";
            graceDays: number;
            paymentMethods: ("card" | "ach" | "check")[];
            /** @description An IANA time zone name, e.g. America/Los_Angeles or America/Phoenix */
            timeZone: string;
            today: string;
            nextDueDate: string;
            saved: boolean;
            version: number;
            updatedAt: string | null;
        };
        BillingSummary: {
            asOf: string;
            period: string;
            chargedCents: number;
            collectedCents: number;
            creditedCents: number;
            outstandingCents: number;
            delinquentCount: number;
            propertyCount: number;
            monthlyFeeCents: number;
        };
        BillingReport: {
            asOf: string;
            /** @description An IANA time zone name, e.g. America/Los_Angeles or America/Phoenix */
            timeZone: string;
            rows: {
                propertyId: string;
                address: string;
                unit: string;
                archived: boolean;
                balanceCents: number;
                creditCents: number;
                aging: {
                    current: number;
                    days30: number;
                    days60: number;
                    days90: number;
                };
                oldestDueDate: string | null;
                delinquent: boolean;
            }[];
            totals: {
                balanceCents: number;
                creditCents: number;
                aging: {
                    current: number;
                    days30: number;
                    days60: number;
                    days90: number;
                };
                delinquent: number;
            };
        };
        PropertyAccount: {
            propertyId: string;
            address: string;
            unit: string;
            archived: boolean;
            balanceCents: number;
            creditCents: number;
            aging: {
                current: number;
                days30: number;
                days60: number;
                days90: number;
            };
            oldestDueDate: string | null;
            delinquent: boolean;
            type: string;
            entryCount: number;
            openCharges: {
                entryId: string;
                dueDate: string;
                openCents: number;
            }[];
            asOf: string;
            billTo: {
                names: string[];
                mailingAddress: string;
            };
        };
        LedgerEntry: {
            id: string;
            propertyId: string;
            seq: number;
            /** @enum {string} */
            kind: "assessment" | "lateFee" | "charge" | "fine" | "credit" | "payment" | "reversal";
            amountCents: number;
            balanceAfterCents: number;
            date: string;
            dueDate: string | null;
            period: string | null;
            method: ("card" | "ach" | "check") | null;
            reference: string;
            memo: string;
            reverses: string | null;
            reversedBy: string | null;
            allocations: {
                entryId: string;
                cents: number;
            }[];
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
        };
        Ticket: {
            id: string;
            number: number;
            subject: string;
            description: string;
            from: {
                residentId: string | null;
                name: string;
            };
            /** @enum {string} */
            status: "open" | "inProgress" | "resolved";
            /** @enum {string} */
            priority: "low" | "medium" | "high";
            assignee: {
                uid: string;
                name: string;
            } | null;
            createdBy: {
                uid: string;
                name: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            resolvedAt: string | null;
            version: number;
        };
        TicketSummary: {
            open: number;
            inProgress: number;
            resolved: number;
        };
        TicketComment: {
            id: string;
            /** @enum {string} */
            kind: "comment" | "event";
            author: {
                uid: string;
                name: string;
            };
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        Announcement: {
            id: string;
            title: string;
            message: string;
            /** @enum {string} */
            priority: "Low" | "Normal" | "High" | "Urgent";
            /** @enum {string} */
            audience: "All Residents" | "Property Owners" | "Board Members" | "Tenants Only";
            /** @enum {string} */
            status: "draft" | "scheduled" | "published";
            publishAt: string | null;
            publishedAt: string | null;
            createdBy: {
                uid: string;
                name: string;
            };
            /** Format: date-time */
            updatedAt: string;
            version: number;
            delivery: {
                /** @enum {string} */
                state: "none" | "sending" | "sent";
                recipients: number;
                read: number;
                email: {
                    delivered: number;
                    failed: number;
                    pending: number;
                } | null;
            };
        };
        InboxItem: {
            id: string;
            title: string;
            message: string;
            /** @enum {string} */
            priority: "Low" | "Normal" | "High" | "Urgent";
            /** @enum {string} */
            audience: "All Residents" | "Property Owners" | "Board Members" | "Tenants Only";
            /** Format: date-time */
            publishedAt: string;
            from: string;
            read: boolean;
        };
        Communication: {
            id: string;
            /** @enum {string} */
            kind: "email" | "notification";
            subject: string;
            message: string;
            /** @enum {string} */
            priority: "low" | "normal" | "high" | "urgent";
            recipients: {
                /** @enum {string} */
                type: "resident" | "address" | "audience";
                label: string;
                audience: ("All Residents" | "Property Owners" | "Board Members" | "Tenants Only") | null;
            };
            channels: {
                /** @enum {string} */
                channel: "email" | "sms" | "push" | "app";
                /** @enum {string} */
                outcome: "scheduled" | "sending" | "sent" | "no-provider";
            }[];
            /** @enum {string} */
            status: "scheduled" | "sending" | "sent";
            sendAt: string | null;
            sentAt: string | null;
            createdBy: {
                uid: string;
                name: string;
            };
            /** Format: date-time */
            createdAt: string;
            delivery: {
                recipients: number;
                optedOut: number;
                delivered: number;
                failed: number;
                pending: number;
                read: number | null;
            };
        };
        Delivery: {
            id: string;
            to: string;
            /** @enum {string} */
            state: "PENDING" | "PROCESSING" | "SUCCESS" | "RETRY" | "ERROR";
            attempts: number;
            lastError: string | null;
            nextAttemptAt: string | null;
            lastAttemptAt: string | null;
        };
        DocumentVersion: {
            number: number;
            fileName: string;
            /** @enum {string} */
            contentType: "application/pdf" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "application/vnd.openxmlformats-officedocument.presentationml.presentation" | "application/msword" | "application/vnd.ms-excel" | "application/vnd.ms-powerpoint" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
            sizeBytes: number;
            /** Format: date-time */
            uploadedAt: string;
            uploadedBy: {
                uid: string;
                name: string;
            };
        };
        Document: {
            id: string;
            title: string;
            /** @enum {string} */
            category: "governingDocuments" | "financialReports" | "meetingMinutes" | "forms" | "policies";
            description: string;
            /** @enum {string} */
            visibility: "board" | "members";
            current: components["schemas"]["DocumentVersion"];
            versions: components["schemas"]["DocumentVersion"][];
            createdBy: {
                uid: string;
                name: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        DocumentUpload: {
            uploadId: string;
            fileName: string;
            /** @enum {string} */
            contentType: "application/pdf" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "application/vnd.openxmlformats-officedocument.presentationml.presentation" | "application/msword" | "application/vnd.ms-excel" | "application/vnd.ms-powerpoint" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
            sizeBytes: number;
            usableUntil: string;
        };
        DocumentLink: {
            url: string;
            /** Format: date-time */
            expiresAt: string;
            version: number;
        };
        Event: {
            id: string;
            title: string;
            /** @enum {string} */
            type: "Community Meeting" | "Social Gathering" | "Maintenance" | "Holiday Event" | "Educational" | "Recreation";
            location: string;
            date: string;
            time: string;
            /** @description An IANA time zone name, e.g. America/Los_Angeles or America/Phoenix */
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            maxAttendees: number | null;
            description: string;
            /** @enum {string} */
            status: "scheduled" | "cancelled";
            cancelledAt: string | null;
            going: number;
            waitlisted: number;
            notGoing: number;
            seatsLeft: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        EventMonth: {
            month: string;
            /** @description An IANA time zone name, e.g. America/Los_Angeles or America/Phoenix */
            timeZone: string;
            items: components["schemas"]["Event"][];
        };
        CalendarFeed: {
            active: boolean;
            createdAt: string | null;
            url: string | null;
        };
        Rsvp: {
            id: string;
            /** @enum {string} */
            kind: "resident" | "member";
            residentId: string | null;
            uid: string | null;
            name: string;
            /** @enum {string} */
            response: "going" | "notGoing";
            guests: number;
            seats: number;
            /** @enum {string} */
            status: "going" | "waitlisted" | "notGoing";
            waitlistPosition: number | null;
            /** Format: date-time */
            respondedAt: string;
        };
        RsvpResult: {
            rsvp: components["schemas"]["Rsvp"];
            event: components["schemas"]["Event"];
        };
        OwnRsvp: {
            rsvp: components["schemas"]["Rsvp"] | null;
        };
        Album: {
            id: string;
            title: string;
            description: string;
            itemCount: number;
            coverItemId: string | null;
            createdBy: {
                uid: string;
                name: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        MediaItem: {
            id: string;
            albumId: string;
            /** @enum {string} */
            kind: "photo" | "video";
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/gif" | "video/mp4" | "video/quicktime";
            fileName: string;
            sizeBytes: number;
            caption: string;
            width: number | null;
            height: number | null;
            hasThumbnail: boolean;
            warning: string | null;
            uploadedBy: {
                uid: string;
                name: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        MediaUpload: {
            uploadId: string;
            partSize: number;
            partCount: number;
            usableUntil: string;
        };
        MediaUploadPart: {
            number: number;
            sizeBytes: number;
        };
        MediaLink: {
            url: string;
            /** Format: date-time */
            expiresAt: string;
        };
        HouseholdProperty: {
            id: string;
            address: string;
            unit: string;
            residents: components["schemas"]["Resident"][];
        };
        Household: {
            residents: components["schemas"]["Resident"][];
            properties: components["schemas"]["HouseholdProperty"][];
        };
        ResidentInvitations: {
            sent: number;
            alreadyPending: number;
            alreadyLinked: number;
            withoutEmail: number;
        };
        ViolationCategory: {
            id: string;
            name: string;
            rule: string;
            description: string;
            cureDays: number;
            fine: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        GeneralRuleSettings: {
            hearingNoticeDays: number;
            defaultCureDays: number;
            decisionNoticeDays: number | null;
            finePerViolationCapCents: number | null;
            continuingTotalCapCents: number | null;
            curedBeforeHearingBarsFine: boolean;
        };
        ViolationRuleCitation: {
            /** @enum {string} */
            code: "Civil Code" | "Florida Statutes" | "Your governing documents";
            section: string;
            text: string;
        };
        ViolationRuleSet: {
            /** @enum {string} */
            id: "california" | "florida" | "general";
            version: string;
            name: string;
            hearingNotice: {
                days: number;
                /** @enum {string} */
                delivery: "individual" | "written";
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            cureBeforeHearingBarsFine: {
                value: boolean;
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            cureDays: {
                days: number | null;
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            decisionNotice: {
                days: number | null;
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            fineCap: {
                perViolationCents: number | null;
                continuingTotalCents: number | null;
                liftedBy: ("healthSafetyFinding" | "governingDocuments") | null;
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            finesAccrueLateFees: {
                value: boolean;
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            finesAccrueInterest: {
                value: boolean;
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            finesMayBecomeLien: {
                /** @constant */
                when: "never";
                citation: components["schemas"]["ViolationRuleCitation"];
            } | {
                /** @constant */
                when: "fromAmount";
                minimumCents: number;
                citation: components["schemas"]["ViolationRuleCitation"];
            } | {
                /** @constant */
                when: "governingDocuments";
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            paymentOrder: {
                order: ("assessments" | "finesAndFees")[] | null;
                citation: components["schemas"]["ViolationRuleCitation"];
            };
            finingCommittee: {
                minMembers: number;
                excludes: ("officer" | "director" | "employee" | "relative")[];
                relatives: ("spouse" | "parent" | "child" | "sibling")[];
                citation: components["schemas"]["ViolationRuleCitation"];
            } | null;
            disputeResolution: {
                process: string;
                citation: components["schemas"]["ViolationRuleCitation"];
            };
        };
        ViolationSettings: {
            /** @enum {string} */
            ruleSet: "california" | "florida" | "general";
            general: components["schemas"]["GeneralRuleSettings"] | null;
            effective: components["schemas"]["ViolationRuleSet"];
            version: number;
            updatedAt: string | null;
        };
        ViolationCategoryCopy: {
            id: string;
            name: string;
            rule: string;
            cureDays: number;
            fine: string;
        };
        ViolationRuleSetRef: {
            /** @enum {string} */
            id: "california" | "florida" | "general";
            version: string;
        };
        ViolationHearing: {
            /** Format: date-time */
            at: string;
            date: string;
            time: string;
            location: string;
            /** Format: date-time */
            noticedAt: string;
        };
        ViolationDecisionRecord: {
            /** @enum {string} */
            decision: "noAction" | "fine" | "suspension";
            fine: string;
            continuingDays: number;
            suspension: string;
            healthSafetyFinding: boolean;
            /** Format: date-time */
            decidedAt: string;
            decidedBy: {
                uid: string;
                name: string;
            };
        };
        ViolationAppeal: {
            /** @enum {string} */
            result: "upheld" | "reversed";
            reversedFine: string;
            /** Format: date-time */
            decidedAt: string;
            decidedBy: {
                uid: string;
                name: string;
            };
        };
        ViolationPhoto: {
            id: string;
            /** Format: date-time */
            at: string;
            by: {
                uid: string;
                name: string;
            };
            fromResident: boolean;
        };
        Violation: {
            id: string;
            number: number;
            /** @enum {string} */
            status: "reported" | "noticed" | "hearing" | "decided" | "closed";
            outcome: ("cured" | "noAction" | "fined" | "suspended" | "withdrawn" | "reversed") | null;
            propertyId: string;
            propertyLabel: string;
            category: components["schemas"]["ViolationCategoryCopy"];
            description: string;
            location: string;
            observedOn: string;
            reportedBy: {
                uid: string;
                name: string;
            };
            ruleSet: components["schemas"]["ViolationRuleSetRef"];
            noticedAt: string | null;
            cureBy: string | null;
            hearing: components["schemas"]["ViolationHearing"] | null;
            decision: components["schemas"]["ViolationDecisionRecord"] | null;
            appeal: components["schemas"]["ViolationAppeal"] | null;
            photos: components["schemas"]["ViolationPhoto"][];
            fined: string;
            closedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        ViolationLetter: {
            title: string;
            paragraphs: string[];
            citation: string;
            sentTo: string[];
        };
        ViolationTimelineEntry: {
            id: string;
            /** @enum {string} */
            step: "reported" | "courtesyNotice" | "hearingNotice" | "decision" | "decisionNotice" | "finePosted" | "cured" | "closed" | "note" | "reply" | "photo" | "appeal" | "fineReversed";
            /** Format: date-time */
            at: string;
            by: {
                uid: string;
                name: string;
            } | null;
            summary: string;
            note: string;
            letter: components["schemas"]["ViolationLetter"] | null;
            ledgerEntryId: string | null;
        };
        ViolationConsistency: {
            category: string;
            ended: number;
            cured: number;
            noAction: number;
            fined: number;
            suspended: number;
            withdrawn: number;
            reversed: number;
            fines: {
                total: string;
                average: string | null;
                lowest: string | null;
                highest: string | null;
            };
        };
        OwnViolation: {
            violation: components["schemas"]["Violation"];
            timeline: components["schemas"]["ViolationTimelineEntry"][];
        };
        ArchitecturalCitation: {
            code: string;
            section: string;
            text: string;
        };
        ArchitecturalReviewSettings: {
            committee: {
                uid: string;
                name: string;
            }[];
            directors: {
                uid: string;
                name: string;
            }[];
            responseDays: number;
            /** @enum {string} */
            deadlineOutcome: "deemedApproved" | "deemedDenied" | "escalated";
            citation: components["schemas"]["ArchitecturalCitation"] | null;
            version: number;
            updatedAt: string | null;
        };
        ArchitecturalDecision: {
            /** @enum {string} */
            status: "approved" | "approvedWithConditions" | "denied";
            /** @enum {string} */
            decidedBy: "committee" | "board" | "deadline";
            /** Format: date-time */
            decidedAt: string;
            conditions: string[];
            reasons: string[];
        };
        ArchitecturalReconsideration: {
            reason: string;
            /** Format: date-time */
            at: string;
            by: {
                uid: string;
                name: string;
            };
        };
        ArchitecturalAttachment: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "photo" | "drawing";
            contentType: string;
            size: number;
            /** Format: date-time */
            at: string;
            by: {
                uid: string;
                name: string;
            };
        };
        ArchitecturalVote: {
            uid: string;
            name: string;
            /** @enum {string} */
            vote: "approve" | "approveWithConditions" | "deny" | "return" | "abstain";
            comment: string;
            /** Format: date-time */
            at: string;
        };
        ArchitecturalVoteRound: {
            /** @enum {string} */
            stage: "committee" | "board";
            votes: components["schemas"]["ArchitecturalVote"][];
        };
        ArchitecturalReview: {
            stage: ("committee" | "board") | null;
            voters: {
                uid: string;
                name: string;
            }[];
            cast: number;
            canVote: boolean;
            mine: components["schemas"]["ArchitecturalVote"] | null;
            revealed: components["schemas"]["ArchitecturalVoteRound"][];
        };
        ArchitecturalRequest: {
            id: string;
            number: number;
            /** @enum {string} */
            status: "draft" | "submitted" | "underReview" | "returned" | "boardReview" | "approved" | "approvedWithConditions" | "denied" | "reconsiderationRequested" | "withdrawn";
            propertyId: string;
            propertyLabel: string;
            /** @enum {string} */
            category: "fence" | "paint" | "roof" | "solar" | "landscaping" | "addition" | "other";
            title: string;
            description: string;
            plannedStart: string;
            plannedEnd: string;
            contractor: string;
            createdBy: {
                uid: string;
                name: string;
            };
            onBehalf: boolean;
            submittedAt: string | null;
            deadline: string | null;
            responseDays: number;
            /** @enum {string} */
            deadlineOutcome: "deemedApproved" | "deemedDenied" | "escalated";
            decision: components["schemas"]["ArchitecturalDecision"] | null;
            reconsideration: components["schemas"]["ArchitecturalReconsideration"] | null;
            attachments: components["schemas"]["ArchitecturalAttachment"][];
            review: components["schemas"]["ArchitecturalReview"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        ArchitecturalLetter: {
            title: string;
            paragraphs: string[];
            citation: string;
            sentTo: string[];
        };
        ArchitecturalTimelineEntry: {
            id: string;
            /** @enum {string} */
            step: "created" | "submitted" | "vote" | "returned" | "boardReview" | "decided" | "reconsiderationRequested" | "withdrawn" | "attachment" | "reminder" | "deadlinePassed";
            /** Format: date-time */
            at: string;
            by: {
                uid: string;
                name: string;
            } | null;
            summary: string;
            note: string;
            letter: components["schemas"]["ArchitecturalLetter"] | null;
        };
        OwnArchitecturalRequest: {
            id: string;
            number: number;
            /** @enum {string} */
            status: "draft" | "submitted" | "underReview" | "returned" | "boardReview" | "approved" | "approvedWithConditions" | "denied" | "reconsiderationRequested" | "withdrawn";
            propertyId: string;
            propertyLabel: string;
            /** @enum {string} */
            category: "fence" | "paint" | "roof" | "solar" | "landscaping" | "addition" | "other";
            title: string;
            description: string;
            plannedStart: string;
            plannedEnd: string;
            contractor: string;
            createdBy: {
                uid: string;
                name: string;
            };
            onBehalf: boolean;
            submittedAt: string | null;
            deadline: string | null;
            responseDays: number;
            /** @enum {string} */
            deadlineOutcome: "deemedApproved" | "deemedDenied" | "escalated";
            decision: components["schemas"]["ArchitecturalDecision"] | null;
            reconsideration: components["schemas"]["ArchitecturalReconsideration"] | null;
            attachments: components["schemas"]["ArchitecturalAttachment"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        OwnArchitecturalRequestWithTimeline: {
            request: components["schemas"]["OwnArchitecturalRequest"];
            timeline: components["schemas"]["ArchitecturalTimelineEntry"][];
        };
        PropertyModification: {
            id: string;
            number: number;
            /** @enum {string} */
            category: "fence" | "paint" | "roof" | "solar" | "landscaping" | "addition" | "other";
            title: string;
            description: string;
            plannedStart: string;
            plannedEnd: string;
            conditions: string[];
            /** @enum {string} */
            decidedBy: "committee" | "board" | "deadline";
            /** Format: date-time */
            approvedAt: string;
        };
        AmenityLimits: {
            perDay: number | null;
            perWeek: number | null;
            perMonth: number | null;
        };
        Amenity: {
            id: string;
            name: string;
            description: string;
            location: string;
            slotMinutes: number;
            opens: string;
            closes: string;
            days: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
            capacity: number;
            limits: components["schemas"]["AmenityLimits"];
            bookAheadDays: number;
            minNoticeHours: number;
            cancelHours: number;
            /** @enum {string} */
            approval: "automatic" | "required";
            fee: string;
            deposit: string;
            terms: string;
            termsVersion: number;
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        CalendarAmenity: {
            id: string;
            name: string;
            capacity: number;
        };
        SlotBooking: {
            id: string;
            /** @enum {string} */
            kind: "booking" | "block";
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined" | "cancelled";
            propertyId: string;
            propertyLabel: string;
            householdName: string;
            reason: string;
        };
        CalendarSlot: {
            start: string;
            end: string;
            /** Format: date-time */
            startsAt: string;
            capacity: number;
            taken: number;
            available: number;
            blocked: boolean;
            bookings: components["schemas"]["SlotBooking"][];
        };
        CalendarDay: {
            date: string;
            open: boolean;
            slots: components["schemas"]["CalendarSlot"][];
        };
        AmenityCalendar: {
            amenity: components["schemas"]["CalendarAmenity"];
            timeZone: string;
            from: string;
            to: string;
            days: components["schemas"]["CalendarDay"][];
        };
        BookedAmenity: {
            id: string;
            name: string;
            location: string;
        };
        AcceptedTerms: {
            version: number;
            acceptedAt: string | null;
            acceptedBy: {
                uid: string;
                name: string;
            } | null;
        };
        BookedBy: {
            uid: string;
            name: string;
            asAdministrator: boolean;
        };
        Booking: {
            id: string;
            /** @enum {string} */
            kind: "booking" | "block";
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined" | "cancelled";
            amenity: components["schemas"]["BookedAmenity"];
            propertyId: string;
            propertyLabel: string;
            householdName: string;
            date: string;
            start: string;
            end: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            timeZone: string;
            cancelHours: number;
            fee: string;
            deposit: string;
            terms: components["schemas"]["AcceptedTerms"];
            /** @enum {string} */
            depositState: "none" | "held" | "released" | "kept";
            depositKept: string;
            depositReason: string;
            feeRefunded: boolean | null;
            ledgerEntryIds: string[];
            note: string;
            reason: string;
            bookedBy: components["schemas"]["BookedBy"];
            decidedBy: {
                uid: string;
                name: string;
            } | null;
            decidedAt: string | null;
            cancelledBy: {
                uid: string;
                name: string;
            } | null;
            cancelledAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        ElectionSettingNumbers: {
            quorumBasisPoints: number | null;
            electronicVoting: boolean;
            /** @enum {string} */
            electronicConsent: "memberChoice" | "writtenConsent" | "none";
            nominationNoticeDays: number | null;
            ballotNoticeDays: number | null;
            resultsNoticeDays: number | null;
            retentionYears: number;
            reconvenedQuorumBasisPoints: number | null;
            reconvenedDaysLater: number;
        };
        ElectionCitation: {
            /** @enum {string} */
            code: "Civil Code" | "AB" | "Florida Statutes" | "Your governing documents";
            section: string;
            text: string;
        };
        ElectionRuleSet: {
            /** @enum {string} */
            id: "california" | "florida" | "general";
            version: string;
            name: string;
            nominationNotice: {
                days: number | null;
                citation: components["schemas"]["ElectionCitation"];
            };
            ballotDelivery: {
                days: number | null;
                citation: components["schemas"]["ElectionCitation"];
            };
            resultsNotice: {
                days: number | null;
                citation: components["schemas"]["ElectionCitation"];
            };
            retention: {
                years: number;
                citation: components["schemas"]["ElectionCitation"];
            };
            quorum: {
                basisPoints: number;
                citation: components["schemas"]["ElectionCitation"];
            };
            reconvenedQuorum: {
                basisPoints: number | null;
                daysLater: number | null;
                appliesTo: ("directorElection" | "measure" | "boardMotion")[];
                citation: components["schemas"]["ElectionCitation"];
            };
            electronicVoting: {
                allowed: boolean;
                /** @enum {string} */
                consent: "memberChoice" | "writtenConsent" | "none";
                neverFor: ("amendment" | "specialAssessment" | "other")[];
                citation: components["schemas"]["ElectionCitation"];
            };
            boardQuorum: {
                citation: components["schemas"]["ElectionCitation"];
            };
        };
        ElectionSettings: {
            /** @enum {string} */
            ruleSet: "california" | "florida" | "general";
            settings: components["schemas"]["ElectionSettingNumbers"];
            effective: components["schemas"]["ElectionRuleSet"] | null;
            version: number;
            updatedAt: string | null;
        };
        Vote: {
            /** @enum {string} */
            kind: "directorElection" | "measure" | "boardMotion";
            seats?: number;
            candidates?: {
                id: string;
                name: string;
            }[];
            /** @enum {string} */
            measureType?: "amendment" | "specialAssessment" | "other";
            /** @enum {string} */
            threshold?: "majorityOfVotesCast" | "twoThirdsOfVotesCast" | "majorityOfMembership" | "twoThirdsOfMembership";
        };
        ElectionQuorum: {
            reached: boolean;
            basisPoints: number;
            required: number;
            cast: number;
            total: number;
            reconvened: boolean;
            citation: components["schemas"]["ElectionCitation"];
        };
        ElectionLiveCount: {
            ballots: number;
            votingPower: number;
            totalVotingPower: number;
            voters: number;
            quorum: components["schemas"]["ElectionQuorum"];
        };
        ElectionNoQuorum: {
            /** @constant */
            kind: "noQuorum";
            ballots: number;
            votingPower: number;
            quorum: components["schemas"]["ElectionQuorum"];
        };
        ElectionCertifiedResult: {
            /** @constant */
            kind: "directorElection";
            ballots: number;
            blank: number;
            seats: number;
            counts: {
                candidateId: string;
                votes: number;
            }[];
            elected: string[];
            tied: string[];
            seatsTied: number;
            quorum: components["schemas"]["ElectionQuorum"];
            decided: boolean;
        } | {
            /** @enum {string} */
            kind: "measure" | "boardMotion";
            ballots: number;
            yes: number;
            no: number;
            abstain: number;
            /** @enum {string} */
            threshold: "majorityOfVotesCast" | "twoThirdsOfVotesCast" | "majorityOfMembership" | "twoThirdsOfMembership";
            yesRequired: number;
            thresholdMet: boolean;
            quorum: components["schemas"]["ElectionQuorum"];
            passed: boolean;
        } | components["schemas"]["ElectionNoQuorum"];
        ElectionCertificate: {
            signedBy: string;
            /** Format: date-time */
            signedAt: string;
            inspectorEmail: string;
            result: components["schemas"]["ElectionCertifiedResult"];
        };
        Election: {
            id: string;
            title: string;
            question: string;
            vote: components["schemas"]["Vote"];
            /** @enum {string} */
            electorateBasis: "onePerProperty" | "percentageInterest" | "onePerDirector";
            nominationNoticeAt: string | null;
            nominationDeadline: string | null;
            /** Format: date-time */
            ballotsOutAt: string;
            /** Format: date-time */
            votingDeadline: string;
            resultsNoticeAt: string | null;
            /** @enum {string} */
            status: "draft" | "nominating" | "open" | "quorumFailed" | "counting" | "certified";
            quorumFailedAt: string | null;
            reconvened: boolean;
            firstVotingDeadline: string | null;
            inspector: {
                name: string;
                email: string;
            };
            electorateNote: string;
            ruleSet: components["schemas"]["ElectionRuleSet"] | null;
            dates: {
                nominationNoticeBy: string | null;
                ballotsOutBy: string | null;
                votingDeadlineFrom: string | null;
                resultsNoticeFrom: string;
                resultsNoticeBy: string | null;
                materialsKeptUntil: string;
                reconvenedFrom: string | null;
            } | null;
            live: components["schemas"]["ElectionLiveCount"] | null;
            online: {
                allowed: boolean;
                reason: string | null;
            };
            countOpenedAt: string | null;
            certificate: components["schemas"]["ElectionCertificate"] | null;
            resultsNoticedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        OpenedElection: {
            election: components["schemas"]["Election"];
            voters: number;
            linksSent: number;
            emails: number;
            withoutEmail: number;
            version: number;
        };
        ReconvenedElection: {
            election: components["schemas"]["Election"];
            notVoted: number;
            linksSent: number;
            emails: number;
            withoutEmail: number;
            version: number;
        };
        InspectedElection: {
            id: string;
            title: string;
            question: string;
            vote: components["schemas"]["Vote"];
            /** @enum {string} */
            electorateBasis: "onePerProperty" | "percentageInterest" | "onePerDirector";
            nominationNoticeAt: string | null;
            nominationDeadline: string | null;
            /** Format: date-time */
            ballotsOutAt: string;
            /** Format: date-time */
            votingDeadline: string;
            resultsNoticeAt: string | null;
            /** @enum {string} */
            status: "draft" | "nominating" | "open" | "quorumFailed" | "counting" | "certified";
            quorumFailedAt: string | null;
            reconvened: boolean;
            firstVotingDeadline: string | null;
            orgId: string;
            organizationName: string;
            live: components["schemas"]["ElectionLiveCount"] | null;
            countOpenedAt: string | null;
            certificate: components["schemas"]["ElectionCertificate"] | null;
            version: number;
        };
        ElectionResult: {
            /** @constant */
            kind: "directorElection";
            ballots: number;
            blank: number;
            seats: number;
            counts: {
                candidateId: string;
                votes: number;
            }[];
            elected: string[];
            tied: string[];
            seatsTied: number;
            quorum: components["schemas"]["ElectionQuorum"];
            decided: boolean;
        } | {
            /** @enum {string} */
            kind: "measure" | "boardMotion";
            ballots: number;
            yes: number;
            no: number;
            abstain: number;
            /** @enum {string} */
            threshold: "majorityOfVotesCast" | "twoThirdsOfVotesCast" | "majorityOfMembership" | "twoThirdsOfMembership";
            yesRequired: number;
            thresholdMet: boolean;
            quorum: components["schemas"]["ElectionQuorum"];
            passed: boolean;
        };
        ElectionTally: {
            result: components["schemas"]["ElectionResult"];
            candidates: {
                id: string;
                name: string;
            }[];
            version: number;
        };
        ElectionRollEntry: {
            voterId: string;
            label: string;
            voted: boolean;
            channel: ("link" | "paper" | "proxy") | null;
        };
        PaperBallotEntered: {
            receipt: string;
            receiptHash: string;
        };
        ResidentElection: {
            id: string;
            title: string;
            question: string;
            vote: components["schemas"]["Vote"];
            /** @enum {string} */
            electorateBasis: "onePerProperty" | "percentageInterest" | "onePerDirector";
            nominationNoticeAt: string | null;
            nominationDeadline: string | null;
            /** Format: date-time */
            ballotsOutAt: string;
            /** Format: date-time */
            votingDeadline: string;
            resultsNoticeAt: string | null;
            /** @enum {string} */
            status: "draft" | "nominating" | "open" | "quorumFailed" | "counting" | "certified";
            quorumFailedAt: string | null;
            reconvened: boolean;
            firstVotingDeadline: string | null;
            result: components["schemas"]["ElectionCertifiedResult"] | null;
            certifiedAt: string | null;
            certifiedBy: string | null;
        };
        ElectionProxy: {
            propertyId: string;
            property: string;
            holderId: string;
            instructions: ({
                candidates: string[];
            } | {
                /** @enum {string} */
                answer: "yes" | "no" | "abstain";
            }) | null;
            /** Format: date-time */
            givenAt: string;
            usedAt: string | null;
        };
        ElectionOwnProperty: {
            propertyId: string;
            property: string;
            voted: boolean;
            proxy: {
                holderId: string;
                holderName: string;
                instructions: ({
                    candidates: string[];
                } | {
                    /** @enum {string} */
                    answer: "yes" | "no" | "abstain";
                }) | null;
                /** Format: date-time */
                givenAt: string;
                usedAt: string | null;
            } | null;
        };
        ElectionProxyHolder: {
            uid: string;
            name: string;
            /** @enum {string} */
            relation: "household" | "board";
        };
        ReceiptCheck: {
            counted: boolean;
            receiptHash: string | null;
        };
        Ballot: {
            orgId: string;
            electionId: string;
            organizationName: string;
            title: string;
            question: string;
            vote: components["schemas"]["Vote"];
            voter: string;
            /** Format: date-time */
            votingDeadline: string;
            /** @enum {string} */
            status: "draft" | "nominating" | "open" | "quorumFailed" | "counting" | "certified";
            voted: boolean;
            /** @enum {string} */
            consent: "memberChoice" | "writtenConsent" | "none";
            consentRule: string;
        };
        CastBallot: {
            receipt: string;
            receiptHash: string;
            electionId: string;
            orgId: string;
        };
        NominationsOpened: {
            election: components["schemas"]["Election"];
            emails: number;
            withoutEmail: number;
            version: number;
        };
        ElectionNomination: {
            id: string;
            name: string;
            statement: string;
            nominatedBy: {
                uid: string;
                name: string;
                propertyId: string;
                property: string;
            };
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined";
            decidedAt: string | null;
            reason: string;
        };
        DecidedNomination: {
            nomination: components["schemas"]["ElectionNomination"];
            election: components["schemas"]["Election"];
            version: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string | null;
                    createdBy: string;
                };
            };
        };
        responses: {
            /** @description The organization created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Method not allowed */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Roles"] | null;
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @default  */
                    description?: string | null;
                    /** @description An IANA time zone of a location (America/Phoenix); PT, MT, CT and ET are read as America/Los_Angeles, America/Denver, America/Chicago and America/New_York */
                    timeZone?: string;
                    /** @enum {string} */
                    sessionTimeout?: "30m" | "1h" | "4h" | "never";
                    requireTwoFactor?: boolean;
                    alertOnNewSignIn?: boolean;
                    notifyNewResidents?: boolean;
                    notifySupportTickets?: boolean;
                    notifyPayments?: boolean;
                    notifyWeeklySummary?: boolean;
                };
            };
        };
        responses: {
            /** @description The organization changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-name" | "email" | "-email" | "joinedAt" | "-joinedAt";
                role?: "admin" | "member" | "resident";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Member"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member was removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "admin" | "member";
                };
            };
        };
        responses: {
            /** @description The member changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Member"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProperties: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "address" | "-address" | "unit" | "-unit" | "type" | "-type" | "status" | "-status";
                type?: "Condo" | "Apartment" | "Townhouse" | "Single-family home";
                status?: "Occupied" | "Vacant" | "Archived";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of properties */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Property"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    unit: string;
                    /** @enum {string} */
                    type: "Condo" | "Apartment" | "Townhouse" | "Single-family home";
                    percentageInterest?: string | null;
                };
            };
        };
        responses: {
            /** @description The property added (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importProperties: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: {
                        line: number;
                        address: string;
                        unit: string;
                        /** @enum {string} */
                        type: "Condo" | "Apartment" | "Townhouse" | "Single-family home";
                        percentageInterest?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description What was done with each row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportReport"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProperty: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProperty: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string;
                    unit?: string;
                    /** @enum {string} */
                    type?: "Condo" | "Apartment" | "Townhouse" | "Single-family home";
                    percentageInterest?: string | null;
                };
            };
        };
        responses: {
            /** @description The property changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    archiveProperty: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property archived (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreProperty: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property restored (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listResidents: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-name" | "unit" | "-unit" | "status" | "-status";
                status?: "Active" | "Pending";
                relationship?: "Owner" | "Tenant" | "Other";
                board?: "yes" | "no";
                propertyId?: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of residents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Resident"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createResident: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    email?: string | null;
                    /** @default  */
                    phone?: string | null;
                    propertyId: string;
                    /**
                     * @default Owner
                     * @enum {string}
                     */
                    relationship?: "Owner" | "Tenant" | "Other";
                    /** @default false */
                    boardMember?: boolean;
                    /**
                     * @default Active
                     * @enum {string}
                     */
                    status?: "Active" | "Pending";
                    /**
                     * @default {
                     *       "hideEmail": false,
                     *       "hidePhone": false
                     *     }
                     */
                    privacy?: {
                        /** @default false */
                        hideEmail?: boolean;
                        /** @default false */
                        hidePhone?: boolean;
                    };
                    /** @default false */
                    emailOptOut?: boolean;
                };
            };
        };
        responses: {
            /** @description The resident added (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Resident"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importResidents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: {
                        line: number;
                        name: string;
                        /** @default  */
                        email?: string | null;
                        /** @default  */
                        phone?: string | null;
                        propertyId: string;
                        /**
                         * @default Owner
                         * @enum {string}
                         */
                        relationship?: "Owner" | "Tenant" | "Other";
                        /** @default false */
                        boardMember?: boolean;
                        /**
                         * @default Active
                         * @enum {string}
                         */
                        status?: "Active" | "Pending";
                        /**
                         * @default {
                         *       "hideEmail": false,
                         *       "hidePhone": false
                         *     }
                         */
                        privacy?: {
                            /** @default false */
                            hideEmail?: boolean;
                            /** @default false */
                            hidePhone?: boolean;
                        };
                        /** @default false */
                        emailOptOut?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description What was done with each row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportReport"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResident: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                residentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resident */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Resident"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteResident: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                residentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resident was removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateResident: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                residentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @default  */
                    email?: string | null;
                    /** @default  */
                    phone?: string | null;
                    propertyId?: string;
                    /** @enum {string} */
                    relationship?: "Owner" | "Tenant" | "Other";
                    boardMember?: boolean;
                    /** @enum {string} */
                    status?: "Active" | "Pending";
                    privacy?: {
                        hideEmail: boolean;
                        hidePhone: boolean;
                    };
                    emailOptOut?: boolean;
                    reminderOptOut?: boolean;
                };
            };
        };
        responses: {
            /** @description The resident changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Resident"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    linkResidentAccount: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                residentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid: string | null;
                };
            };
        };
        responses: {
            /** @description The resident, linked or unlinked (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Resident"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDirectorySummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DirectorySummary"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-at";
                resource?: "organization" | "members" | "properties" | "residents" | "invitations" | "tickets" | "billing" | "announcements" | "documents" | "events" | "media" | "violationCategories" | "violations" | "violationSettings" | "architecturalRequests" | "architecturalReviewSettings" | "electionSettings" | "elections" | "amenities" | "bookings";
                action?: "create" | "update" | "delete";
                resourceId?: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of activity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["AuditEntry"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-sentAt" | "sentAt" | "email" | "-email" | "expiresAt" | "-expiresAt";
                status?: "pending" | "accepted" | "expired" | "revoked" | "declined";
                role?: "admin" | "member" | "resident";
                residentId?: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Invitation"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: string[];
                    /** @enum {string} */
                    role: "admin" | "member";
                    /** @default  */
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description What was done for each address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InvitationResults"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvitationSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InvitationSummary"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation sent again (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation revoked (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InvitationPreview"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's new membership */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedInvitation"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    declineInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation declined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeclinedInvitation"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBillingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BillingSettings"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBillingSettings: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    monthlyFee: string;
                    lateFee: string;
                    /** @enum {string} */
                    dueDay: "1st" | "15th" | "last";
                    graceDays: string;
                    paymentMethods: ("card" | "ach" | "check")[];
                };
            };
        };
        responses: {
            /** @description The billing settings saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BillingSettings"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBillingSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BillingSummary"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBillingReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balances and aging */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BillingReport"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPropertyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property's account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyAccount"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLedger: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-seq" | "seq";
            };
            header?: never;
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the ledger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["LedgerEntry"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdjustment: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per thing meant (a UUID). Sent again with the same body within 24 hours, it answers what the first request made, creating and sending nothing; with another body, 409 */
                "idempotency-key"?: string;
            };
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "charge" | "credit";
                    amount: string;
                    date: string;
                    /** @default  */
                    memo?: string;
                };
            };
        };
        responses: {
            /** @description The ledger entry recorded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LedgerEntry"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per thing meant (a UUID). Sent again with the same body within 24 hours, it answers what the first request made, creating and sending nothing; with another body, 409 */
                "idempotency-key"?: string;
            };
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "card" | "ach" | "check";
                    amount: string;
                    date: string;
                    /** @default  */
                    reference?: string;
                    /** @default  */
                    memo?: string;
                };
            };
        };
        responses: {
            /** @description The ledger entry recorded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LedgerEntry"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reverseLedgerEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                propertyId: string;
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    memo?: string;
                };
            };
        };
        responses: {
            /** @description The ledger entry recorded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LedgerEntry"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTickets: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-number" | "number" | "-priority" | "priority" | "status" | "-status";
                status?: "open" | "inProgress" | "resolved";
                priority?: "low" | "medium" | "high";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of support tickets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Ticket"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per thing meant (a UUID). Sent again with the same body within 24 hours, it answers what the first request made, creating and sending nothing; with another body, 409 */
                "idempotency-key"?: string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    /** @default  */
                    description?: string | null;
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    priority?: "low" | "medium" | "high";
                    residentId: string;
                } | {
                    subject: string;
                    /** @default  */
                    description?: string | null;
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    priority?: "low" | "medium" | "high";
                };
            };
        };
        responses: {
            /** @description The ticket opened (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field. An administrator's request without residentId: "Choose the resident the ticket is from"; naming no resident of the directory: "That resident no longer exists. Choose one of the directory's residents." */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTicketSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts by status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TicketSummary"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTicket: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject?: string;
                    /** @enum {string} */
                    status?: "open" | "inProgress" | "resolved";
                    /** @enum {string} */
                    priority?: "low" | "medium" | "high";
                    assigneeUid?: string | null;
                };
            };
        };
        responses: {
            /** @description The ticket changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTicketComments: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "createdAt";
            };
            header?: never;
            path: {
                orgId: string;
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["TicketComment"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addTicketComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The comment added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TicketComment"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-updatedAt" | "updatedAt" | "title" | "-title";
                status?: "draft" | "scheduled" | "published";
                priority?: "Low" | "Normal" | "High" | "Urgent";
                audience?: "All Residents" | "Property Owners" | "Board Members" | "Tenants Only";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of announcements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Announcement"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per thing meant (a UUID). Sent again with the same body within 24 hours, it answers what the first request made, creating and sending nothing; with another body, 409 */
                "idempotency-key"?: string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    message: string;
                    /** @enum {string} */
                    priority: "Low" | "Normal" | "High" | "Urgent";
                    /** @enum {string} */
                    audience: "All Residents" | "Property Owners" | "Board Members" | "Tenants Only";
                    /** @enum {string} */
                    action: "draft" | "publish" | "schedule";
                    /** @default  */
                    publishDate?: string;
                    /** @default  */
                    publishTime?: string;
                };
            };
        };
        responses: {
            /** @description The announcement (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Announcement"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                announcementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Announcement"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAnnouncement: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                announcementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    message: string;
                    /** @enum {string} */
                    priority: "Low" | "Normal" | "High" | "Urgent";
                    /** @enum {string} */
                    audience: "All Residents" | "Property Owners" | "Board Members" | "Tenants Only";
                    /** @enum {string} */
                    action: "draft" | "publish" | "schedule";
                    /** @default  */
                    publishDate?: string;
                    /** @default  */
                    publishTime?: string;
                };
            };
        };
        responses: {
            /** @description The announcement (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Announcement"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAnnouncement: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                announcementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcement was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInbox: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-publishedAt";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the inbox */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["InboxItem"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInboxItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                announcementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markAnnouncementRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                announcementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @constant */
                            read: true;
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string;
                    device: string;
                };
            };
        };
        responses: {
            /** @description Whether the browser was new to the caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            newDevice: boolean;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCommunications: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-createdAt" | "createdAt";
                kind?: "email" | "notification";
                status?: "scheduled" | "sending" | "sent";
                priority?: "low" | "normal" | "high" | "urgent";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of communications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Communication"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    composeEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per thing meant (a UUID). Sent again with the same body within 24 hours, it answers what the first request made, creating and sending nothing; with another body, 409 */
                "idempotency-key"?: string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default address
                     * @enum {string}
                     */
                    recipientType?: "resident" | "address" | "audience";
                    /** @default  */
                    to?: string;
                    /** @default  */
                    residentId?: string;
                    /**
                     * @default All Residents
                     * @enum {string}
                     */
                    audience?: "All Residents" | "Property Owners" | "Board Members" | "Tenants Only";
                    subject: string;
                    message: string;
                    /**
                     * @default normal
                     * @enum {string}
                     */
                    priority?: "low" | "normal" | "high" | "urgent";
                };
            };
        };
        responses: {
            /** @description The sent email */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Communication"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createNotification: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per thing meant (a UUID). Sent again with the same body within 24 hours, it answers what the first request made, creating and sending nothing; with another body, 409 */
                "idempotency-key"?: string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    message: string;
                    /**
                     * @default normal
                     * @enum {string}
                     */
                    priority?: "low" | "normal" | "high" | "urgent";
                    /** @default [] */
                    channels?: ("email" | "sms" | "push" | "app")[];
                    /** @enum {string} */
                    scheduleType: "immediate" | "scheduled";
                    /** @default  */
                    scheduledDate?: string;
                    /** @default  */
                    scheduledTime?: string;
                    /**
                     * @default All Residents
                     * @enum {string}
                     */
                    audience?: "All Residents" | "Property Owners" | "Board Members" | "Tenants Only";
                };
            };
        };
        responses: {
            /** @description The notification */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Communication"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCommunication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                communicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The communication */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Communication"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "to" | "-to";
                state?: "PENDING" | "PROCESSING" | "SUCCESS" | "RETRY" | "ERROR";
            };
            header?: never;
            path: {
                orgId: string;
                communicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Delivery"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-updatedAt" | "updatedAt" | "title" | "-title";
                category?: "governingDocuments" | "financialReports" | "meetingMinutes" | "forms" | "policies";
                visibility?: "board" | "members";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Document"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uploadId: string;
                    title: string;
                    /** @enum {string} */
                    category: "governingDocuments" | "financialReports" | "meetingMinutes" | "forms" | "policies";
                    /** @default  */
                    description?: string | null;
                    /**
                     * @default members
                     * @enum {string}
                     */
                    visibility?: "board" | "members";
                };
            };
        };
        responses: {
            /** @description The document added (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Document"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadDocumentFile: {
        parameters: {
            query: {
                fileName: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The file stored, to name in a create or a new version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DocumentUpload"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File over 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as application/octet-stream, or not an accepted type by its content */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Document"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {string} */
                    category?: "governingDocuments" | "financialReports" | "meetingMinutes" | "forms" | "policies";
                    /** @default  */
                    description?: string | null;
                    /** @enum {string} */
                    visibility?: "board" | "members";
                };
            };
        };
        responses: {
            /** @description The document changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Document"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addDocumentVersion: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uploadId: string;
                };
            };
        };
        responses: {
            /** @description The document with its new version (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Document"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDocumentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                };
            };
        };
        responses: {
            /** @description The link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DocumentLink"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "startsAt" | "-startsAt";
                type?: "Community Meeting" | "Social Gathering" | "Maintenance" | "Holiday Event" | "Educational" | "Recreation";
                status?: "scheduled" | "cancelled";
                when?: "upcoming" | "past" | "all";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Event"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per thing meant (a UUID). Sent again with the same body within 24 hours, it answers what the first request made, creating and sending nothing; with another body, 409 */
                "idempotency-key"?: string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    type: "Community Meeting" | "Social Gathering" | "Maintenance" | "Holiday Event" | "Educational" | "Recreation";
                    location: string;
                    date: string;
                    time: string;
                    /** @default  */
                    maxAttendees?: (string | number) | null;
                    /** @default  */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The event added (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventMonth: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventMonth"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CalendarFeed"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regenerateCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new feed and its address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CalendarFeed"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {string} */
                    type?: "Community Meeting" | "Social Gathering" | "Maintenance" | "Holiday Event" | "Educational" | "Recreation";
                    location?: string;
                    date?: string;
                    time?: string;
                    maxAttendees?: (string | number) | null;
                    /** @default  */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The event changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelEvent: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event, cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadEventIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event as iCalendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRsvps: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "status";
                status?: "going" | "waitlisted" | "notGoing";
            };
            header?: never;
            path: {
                orgId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of replies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Rsvp"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordResidentRsvp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                eventId: string;
                residentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    response: "going" | "notGoing";
                    /** @default 0 */
                    guests?: string | number;
                };
            };
        };
        responses: {
            /** @description The reply and the event's counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RsvpResult"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnRsvp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnRsvp"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordOwnRsvp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    response: "going" | "notGoing";
                    /** @default 0 */
                    guests?: string | number;
                };
            };
        };
        responses: {
            /** @description The reply and the event's counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RsvpResult"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCalendarFeedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed as iCalendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No such feed (or its address was replaced) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAlbums: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-updatedAt" | "title";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of media */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Album"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The album added (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Album"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                albumId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The album */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Album"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAlbum: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                albumId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The album was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAlbum: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                albumId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @default  */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The album changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Album"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMediaItems: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "createdAt" | "-createdAt";
                kind?: "photo" | "video";
            };
            header?: never;
            path: {
                orgId: string;
                albumId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the album's items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["MediaItem"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadMediaItem: {
        parameters: {
            query: {
                fileName: string;
                caption?: string | null;
            };
            header?: never;
            path: {
                orgId: string;
                albumId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The photo or video added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startMediaUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    albumId: string;
                    fileName: string;
                    sizeBytes: number;
                    /** @default  */
                    caption?: string | null;
                };
            };
        };
        responses: {
            /** @description How to send the parts */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaUpload"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putMediaUploadPart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                uploadId: string;
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The part stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaUploadPart"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completeMediaUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMediaItem: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                albumId: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMediaItem: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                albumId: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    caption?: string | null;
                };
            };
        };
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAlbumLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                albumId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaLink"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openMediaFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                itemId: string;
                which: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thumbnail (JPEG) or the file, inline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The part of the file the Range header asked for (Content-Range says which) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The range starts past the end of the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHousehold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's household */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Household"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOwnResident: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                residentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    email?: string | null;
                    /** @default  */
                    phone?: string | null;
                    privacy?: {
                        hideEmail: boolean;
                        hidePhone: boolean;
                    };
                    emailOptOut?: boolean;
                    reminderOptOut?: boolean;
                };
            };
        };
        responses: {
            /** @description The resident changed (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Resident"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteResident: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                residentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resident's pending invitation, sent again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description The invitation sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description The resident has no email address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteResidents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    q?: string;
                    propertyId?: string;
                    /** @enum {string} */
                    relationship?: "Owner" | "Tenant" | "Other";
                    /** @enum {string} */
                    status?: "Active" | "Pending";
                    /** @enum {string} */
                    board?: "yes" | "no";
                };
            };
        };
        responses: {
            /** @description What was done, counted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResidentInvitations"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listViolationCategories: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-name" | "cureDays" | "-cureDays" | "fineCents" | "-fineCents";
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of violations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ViolationCategory"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createViolationCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    rule?: string | null;
                    /** @default  */
                    description?: string | null;
                    cureDays: string | number;
                    fine: string;
                };
            };
        };
        responses: {
            /** @description The violation category added (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ViolationCategory"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getViolationCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The violation category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ViolationCategory"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteViolationCategory: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The violation category was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateViolationCategory: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @default  */
                    rule?: string | null;
                    /** @default  */
                    description?: string | null;
                    cureDays?: string | number;
                    fine?: string;
                };
            };
        };
        responses: {
            /** @description The violation category changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ViolationCategory"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getViolationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The violation rules setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ViolationSettings"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateViolationSettings: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    ruleSet: "california" | "florida" | "general";
                    /** @default null */
                    general?: {
                        hearingNoticeDays: number;
                        defaultCureDays: number;
                        /** @default null */
                        decisionNoticeDays?: number | null;
                        /** @default null */
                        finePerViolationCapCents?: number | null;
                        /** @default null */
                        continuingTotalCapCents?: number | null;
                        /** @default true */
                        curedBeforeHearingBarsFine?: boolean;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The violation rules setting saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ViolationSettings"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listViolations: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-createdAt" | "createdAt";
                status?: "reported" | "noticed" | "hearing" | "decided" | "closed";
                propertyId?: string;
                categoryId?: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of violations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Violation"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportViolation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    propertyId: string;
                    categoryId: string;
                    observedOn: string;
                    /** @default  */
                    description?: string | null;
                    /** @default  */
                    location?: string | null;
                };
            };
        };
        responses: {
            /** @description The violation added (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getViolation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The violation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getViolationTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its timeline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ViolationTimelineEntry"][];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getViolationConsistency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The past decisions of its category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ViolationConsistency"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendViolationCourtesyNotice: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The violation, noticed (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    noticeViolationHearing: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    time: string;
                    location: string;
                };
            };
        };
        responses: {
            /** @description The violation, its hearing noticed (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideViolation: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "noAction" | "fine" | "suspension";
                    /** @default  */
                    fine?: string;
                    /** @default 1 */
                    continuingDays?: string | number;
                    /** @default false */
                    healthSafetyFinding?: boolean;
                    /** @default false */
                    documentsAllowHigherFines?: boolean;
                    /** @default  */
                    suspension?: string | null;
                    /** @default [] */
                    committee?: {
                        name: string;
                        isOfficerDirectorOrEmployee: boolean;
                        isRelativeOfOne: boolean;
                    }[];
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The violation, decided (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideViolationAppeal: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    result: "upheld" | "reversed";
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The violation, its appeal decided (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cureViolation: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The violation, closed as cured (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    closeViolation: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The violation, closed (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnViolations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's violations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"][];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnViolation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The violation and its timeline as a resident sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnViolation"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replyToViolation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "reply" | "hearingRequest" | "extensionRequest" | "appealRequest";
                    message: string;
                };
            };
        };
        responses: {
            /** @description The reply, as the timeline shows it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ViolationTimelineEntry"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addViolationPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The violation with its photos */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addOwnViolationPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The violation with its photos */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Violation"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getViolationPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getViolationLetterPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter as a PDF (US Letter), as an attachment named by the violation's number and the step ("violation-12-courtesy-notice.pdf") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnViolationLetterPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                violationId: string;
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter as a PDF (US Letter), as an attachment named by the violation's number and the step ("violation-12-courtesy-notice.pdf") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchitecturalReviewSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The procedure */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalReviewSettings"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateArchitecturalReviewSettings: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    committee: string[];
                    directors: string[];
                    responseDays: string | number;
                    /** @enum {string} */
                    deadlineOutcome: "deemedApproved" | "deemedDenied" | "escalated";
                };
            };
        };
        responses: {
            /** @description The procedure saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalReviewSettings"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listArchitecturalRequests: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-createdAt" | "createdAt";
                status?: "draft" | "submitted" | "underReview" | "returned" | "boardReview" | "approved" | "approvedWithConditions" | "denied" | "reconsiderationRequested" | "withdrawn";
                category?: "fence" | "paint" | "roof" | "solar" | "landscaping" | "addition" | "other";
                propertyId?: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of architectural review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ArchitecturalRequest"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createArchitecturalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    propertyId: string;
                    /** @enum {string} */
                    category: "fence" | "paint" | "roof" | "solar" | "landscaping" | "addition" | "other";
                    title: string;
                    description: string;
                    plannedStart: string;
                    plannedEnd: string;
                    /** @default  */
                    contractor?: string | null;
                };
            };
        };
        responses: {
            /** @description The draft */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchitecturalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalRequest"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateArchitecturalRequest: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "fence" | "paint" | "roof" | "solar" | "landscaping" | "addition" | "other";
                    title: string;
                    description: string;
                    plannedStart: string;
                    plannedEnd: string;
                    /** @default  */
                    contractor?: string | null;
                };
            };
        };
        responses: {
            /** @description The request, changed (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchitecturalRequestTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its timeline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalTimelineEntry"][];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    voteOnArchitecturalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    vote: "approve" | "approveWithConditions" | "deny" | "return" | "abstain";
                    /** @default  */
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description The request after the vote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitArchitecturalRequest: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The request, submitted (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawArchitecturalRequest: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The request, withdrawn (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reconsiderArchitecturalRequest: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The request, before the board (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnArchitecturalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request and its timeline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnArchitecturalRequestWithTimeline"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOwnArchitecturalRequest: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "fence" | "paint" | "roof" | "solar" | "landscaping" | "addition" | "other";
                    title: string;
                    description: string;
                    plannedStart: string;
                    plannedEnd: string;
                    /** @default  */
                    contractor?: string | null;
                };
            };
        };
        responses: {
            /** @description The request, changed (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitOwnArchitecturalRequest: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The request, submitted (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawOwnArchitecturalRequest: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The request, withdrawn (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reconsiderOwnArchitecturalRequest: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The request, before the board (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnArchitecturalRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnArchitecturalRequest"][];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOwnArchitecturalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    propertyId?: string;
                    /** @enum {string} */
                    category: "fence" | "paint" | "roof" | "solar" | "landscaping" | "addition" | "other";
                    title: string;
                    description: string;
                    plannedStart: string;
                    plannedEnd: string;
                    /** @default  */
                    contractor?: string | null;
                };
            };
        };
        responses: {
            /** @description The draft */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addArchitecturalAttachment: {
        parameters: {
            query: {
                fileName: string;
            };
            header?: never;
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The request with its files */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addOwnArchitecturalAttachment: {
        parameters: {
            query: {
                fileName: string;
            };
            header?: never;
            path: {
                orgId: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The request with its files */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnArchitecturalRequest"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchitecturalAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                requestId: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, shown in the browser */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/pdf": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchitecturalLetterPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                requestId: string;
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter as a PDF (US Letter), named by the request's number ("architectural-request-3-decision.pdf") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnArchitecturalLetterPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                requestId: string;
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter as a PDF (US Letter), named by the request's number ("architectural-request-3-decision.pdf") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResalePackagePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package as a PDF, named by the property ("resale-package-10-oak-lane.pdf") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertyModifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its modification record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyModification"][];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAmenities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amenities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Amenity"][];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAmenity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string | null;
                    /** @default  */
                    location?: string | null;
                    slotMinutes: string | number;
                    opens: string;
                    closes: string;
                    days: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                    capacity: string | number;
                    /**
                     * @default {
                     *       "perDay": null,
                     *       "perWeek": null,
                     *       "perMonth": null
                     *     }
                     */
                    limits?: {
                        /** @default null */
                        perDay?: (string | number) | null;
                        /** @default null */
                        perWeek?: (string | number) | null;
                        /** @default null */
                        perMonth?: (string | number) | null;
                    };
                    bookAheadDays: string | number;
                    minNoticeHours: string | number;
                    cancelHours: string | number;
                    /** @enum {string} */
                    approval: "automatic" | "required";
                    fee: string | number;
                    deposit: string | number;
                    /** @default  */
                    terms?: string | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description The amenity added (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Amenity"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAmenity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                amenityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amenity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Amenity"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAmenity: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                amenityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amenity was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedItem"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAmenity: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                amenityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @default  */
                    description?: string | null;
                    /** @default  */
                    location?: string | null;
                    slotMinutes?: string | number;
                    opens?: string;
                    closes?: string;
                    days?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                    capacity?: string | number;
                    /**
                     * @default {
                     *       "perDay": null,
                     *       "perWeek": null,
                     *       "perMonth": null
                     *     }
                     */
                    limits?: {
                        /** @default null */
                        perDay?: (string | number) | null;
                        /** @default null */
                        perWeek?: (string | number) | null;
                        /** @default null */
                        perMonth?: (string | number) | null;
                    };
                    bookAheadDays?: string | number;
                    minNoticeHours?: string | number;
                    cancelHours?: string | number;
                    /** @enum {string} */
                    approval?: "automatic" | "required";
                    fee?: string | number;
                    deposit?: string | number;
                    /** @default  */
                    terms?: string | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description The amenity changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Amenity"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAmenityCalendar: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                orgId: string;
                amenityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amenity's calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AmenityCalendar"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    blockAmenityTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                amenityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                    /** @default 00:00 */
                    start?: string;
                    /** @default 24:00 */
                    end?: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The blocked time, a booking of kind block per slot */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBookings: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "-startsAt" | "startsAt";
                status?: "pending" | "confirmed" | "declined" | "cancelled";
                amenityId?: string;
                propertyId?: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of amenity bookings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Booking"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amenityId: string;
                    date: string;
                    start: string;
                    /** @default false */
                    acceptTerms?: boolean;
                    /** @default null */
                    termsVersion?: number | null;
                    /** @default  */
                    note?: string | null;
                    propertyId: string;
                };
            };
        };
        responses: {
            /** @description The booking (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveBooking: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The booking, confirmed (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    declineBooking: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The booking, declined (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string | null;
                    /** @default null */
                    refundFee?: boolean | null;
                };
            };
        };
        responses: {
            /** @description The booking, cancelled (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    releaseBookingDeposit: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0.00 */
                    kept?: string | number;
                    /** @default  */
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The booking, its deposit released or kept (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The household's bookings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOwnBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amenityId: string;
                    date: string;
                    start: string;
                    /** @default false */
                    acceptTerms?: boolean;
                    /** @default null */
                    termsVersion?: number | null;
                    /** @default  */
                    note?: string | null;
                    /** @default  */
                    propertyId?: string;
                };
            };
        };
        responses: {
            /** @description The booking (ETag: its version) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelOwnBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string | null;
                    /** @default null */
                    refundFee?: boolean | null;
                };
            };
        };
        responses: {
            /** @description The booking, cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadBookingIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking as iCalendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadOwnBookingIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking as iCalendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item, or not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getElectionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The election rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ElectionSettings"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateElectionSettings: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    ruleSet: "california" | "florida" | "general";
                    /** @default null */
                    quorumBasisPoints?: number | null;
                    /** @default true */
                    electronicVoting?: boolean;
                    /**
                     * @default memberChoice
                     * @enum {string}
                     */
                    electronicConsent?: "memberChoice" | "writtenConsent" | "none";
                    /** @default 30 */
                    nominationNoticeDays?: number | null;
                    /** @default 30 */
                    ballotNoticeDays?: number | null;
                    /** @default 15 */
                    resultsNoticeDays?: number | null;
                    /** @default 1 */
                    retentionYears?: number;
                    /** @default null */
                    reconvenedQuorumBasisPoints?: number | null;
                    /** @default 20 */
                    reconvenedDaysLater?: number;
                };
            };
        };
        responses: {
            /** @description The election rules saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ElectionSettings"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listElections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The elections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["Election"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createElection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    question?: string;
                    vote: {
                        /** @constant */
                        kind: "directorElection";
                        seats: number;
                        candidates: {
                            name: string;
                        }[];
                    } | {
                        /** @constant */
                        kind: "measure";
                        /** @enum {string} */
                        measureType: "amendment" | "specialAssessment" | "other";
                        /** @enum {string} */
                        threshold: "majorityOfVotesCast" | "twoThirdsOfVotesCast" | "majorityOfMembership" | "twoThirdsOfMembership";
                    } | {
                        /** @constant */
                        kind: "boardMotion";
                        /** @enum {string} */
                        threshold: "majorityOfVotesCast" | "twoThirdsOfVotesCast" | "majorityOfMembership" | "twoThirdsOfMembership";
                    };
                    /**
                     * @default onePerProperty
                     * @enum {string}
                     */
                    electorate?: "onePerProperty" | "percentageInterest";
                    /** @default null */
                    nominationNoticeAt?: string | null;
                    /** @default null */
                    nominationDeadline?: string | null;
                    /** Format: date-time */
                    ballotsOutAt: string;
                    /** Format: date-time */
                    votingDeadline: string;
                    /** @default null */
                    resultsNoticeAt?: string | null;
                    inspector: {
                        name: string;
                        /** Format: email */
                        email: string;
                    };
                };
            };
        };
        responses: {
            /** @description The draft */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Election"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The election rules are not complete yet (a quorum) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getElection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The election */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Election"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateElection: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    question?: string;
                    vote?: {
                        /** @constant */
                        kind: "directorElection";
                        seats: number;
                        candidates: {
                            name: string;
                        }[];
                    } | {
                        /** @constant */
                        kind: "measure";
                        /** @enum {string} */
                        measureType: "amendment" | "specialAssessment" | "other";
                        /** @enum {string} */
                        threshold: "majorityOfVotesCast" | "twoThirdsOfVotesCast" | "majorityOfMembership" | "twoThirdsOfMembership";
                    } | {
                        /** @constant */
                        kind: "boardMotion";
                        /** @enum {string} */
                        threshold: "majorityOfVotesCast" | "twoThirdsOfVotesCast" | "majorityOfMembership" | "twoThirdsOfMembership";
                    };
                    /** @enum {string} */
                    electorate?: "onePerProperty" | "percentageInterest";
                    nominationNoticeAt?: string | null;
                    nominationDeadline?: string | null;
                    /** Format: date-time */
                    ballotsOutAt?: string;
                    /** Format: date-time */
                    votingDeadline?: string;
                    resultsNoticeAt?: string | null;
                    inspector?: {
                        name: string;
                        /** Format: email */
                        email: string;
                    };
                };
            };
        };
        responses: {
            /** @description The draft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Election"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openElection: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The election, open, and what went out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OpenedElection"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reconveneElection: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    votingDeadline: string;
                };
            };
        };
        responses: {
            /** @description The election, open again, and what went out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReconvenedElection"];
                    };
                };
            };
            /** @description The voting deadline is not a date, is sooner than the rules allow (with the rule's citation), or is past */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The election's quorum did not fail, it was already reconvened once, or its rules have no lower quorum for a reconvened meeting of this vote */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInspectedElection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The election */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InspectedElection"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openElectionCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The election, counting (or its quorum failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InspectedElection"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getElectionTally: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tally */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ElectionTally"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getElectionRoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voter roll */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ElectionRollEntry"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enterPaperBallot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    propertyId: string;
                    choices: {
                        candidates: string[];
                    } | {
                        /** @enum {string} */
                        answer: "yes" | "no" | "abstain";
                    };
                    /** Format: date-time */
                    receivedAt: string;
                };
            };
        };
        responses: {
            /** @description The ballot in the box, and its receipt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaperBallotEntered"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    certifyElection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    signature: string;
                };
            };
        };
        responses: {
            /** @description The election, certified */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InspectedElection"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnElections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The elections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ResidentElection"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnElection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The election */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResidentElection"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHeldProxies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proxies held */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ElectionProxy"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    giveProxy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    propertyId: string;
                    holderId: string;
                    /** @default null */
                    instructions?: ({
                        candidates: string[];
                    } | {
                        /** @enum {string} */
                        answer: "yes" | "no" | "abstain";
                    }) | null;
                };
            };
        };
        responses: {
            /** @description The proxy given */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ElectionProxy"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnElectionProperties: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's properties */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ElectionOwnProperty"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProxyHolders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members who may hold the proxy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ElectionProxyHolder"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeProxy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's properties */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ElectionOwnProperty"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    castProxyBallot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    choices: {
                        candidates: string[];
                    } | {
                        /** @enum {string} */
                        answer: "yes" | "no" | "abstain";
                    };
                    electronicConsent: boolean;
                };
            };
        };
        responses: {
            /** @description The ballot is in the box: its receipt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaperBallotEntered"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkBallotReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orgId: string;
                    electionId: string;
                    receipt: string;
                };
            };
        };
        responses: {
            /** @description Counted or not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceiptCheck"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBallot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ballot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ballot"];
                    };
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    castBallot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    choices: {
                        candidates: string[];
                    } | {
                        /** @enum {string} */
                        answer: "yes" | "no" | "abstain";
                    };
                    electronicConsent: boolean;
                };
            };
        };
        responses: {
            /** @description The ballot is in the box: its receipt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CastBallot"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The property already voted, the polls closed or the count opened, or online voting is not allowed for this vote */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openNominations: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The election, nominating, and what went out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NominationsOpened"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a director election in draft, the rules are not complete, or today is too late for the nomination deadline (with the rule's citation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNominations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The nominations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ElectionNomination"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptNomination: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                electionId: string;
                nominationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The nomination decided, and the election */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DecidedNomination"];
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nominations are not open, or the nomination was already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    declineNomination: {
        parameters: {
            query?: never;
            header: {
                "If-Match": string;
            };
            path: {
                orgId: string;
                electionId: string;
                nominationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The nomination decided, and the election */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DecidedNomination"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nominations are not open, or the nomination was already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed since the version given in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnNominations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's nominations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["ElectionNomination"][];
                        };
                    };
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    nominateCandidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
                electionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    statement?: string | null;
                };
            };
        };
        responses: {
            /** @description The nomination */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ElectionNomination"];
                    };
                };
            };
            /** @description The request was refused; `fields` names each refused field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such election, a draft, or the caller is no owner on file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nominations closed (naming the deadline), or the property already nominated this name */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 16 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backing service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
