import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  MEASURE_CHOICE_LABELS,
  MEASURE_THRESHOLD_LABELS,
  MEASURE_TYPE_LABELS,
  VOTE_KIND_LABELS,
  type MeasureChoice,
} from "@hoa/validation/elections";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { emailsTo, waitForEmailsTo } from "../../../../functions/test/support/maildev";
import {
  PROJECT_ID,
  demoAdmin,
  demoOrganization,
  demoResident,
} from "../../../../scripts/demo-data";
import { idTokenOf } from "../support/api";
import { signInAsDemoAdmin, submitSignIn } from "../support/auth";
import { consoleUrl } from "../support/browser";
import { adminFirestore } from "../support/firestore";
import { resetServerTime, setServerTime } from "../support/server-clock";
import { createUser } from "../support/users";

const main = (page: Page) => page.getByRole("main");
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo resident's property: its owner (the demo resident) gives its proxy to a co-owner. */
const PROPERTY_ID = "property-0001";

/** `instant` as a `datetime-local` field takes it, in Pacific Time (the demo's zone). */
const localInput = (instant: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Los_Angeles",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

test.afterEach(async () => {
  await resetServerTime();
});

/** Calls the API as `token`, answering the status and the JSON body. */
async function callAs(
  token: string,
  path: string,
  { method = "GET", json, ifMatch }: { method?: string; json?: unknown; ifMatch?: string } = {},
) {
  const response = await fetch(`${consoleUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return {
    status: response.status,
    etag: response.headers.get("etag"),
    body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

const org = `/orgs/${demoOrganization.id}`;

/** A link in an email's text: `/ballot/{token}` or `/invite/{token}`, as a path. */
const pathIn = (text: string, kind: "ballot" | "invite") =>
  new URL(new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9_-]+`, "u").exec(text)![0]).pathname;

/**
 * Properties whose owners vote from their links: each with an owner on file who owns no other
 * property (so their email holds one link), apart from the demo resident's.
 */
async function linkVoters(count: number) {
  const owners = (
    await adminFirestore()
      .collection(`orgs/${demoOrganization.id}/residents`)
      .where("relationship", "==", "Owner")
      .get()
  ).docs.map((doc) => ({
    propertyId: String(doc.get("propertyId")),
    email: String(doc.get("email") ?? "").toLowerCase(),
  }));
  const propertiesOf = new Map<string, Set<string>>();
  for (const owner of owners) {
    if (!owner.email.includes("@")) continue;
    propertiesOf.set(
      owner.email,
      (propertiesOf.get(owner.email) ?? new Set()).add(owner.propertyId),
    );
  }
  const chosen = new Map<string, string>();
  for (const [email, properties] of propertiesOf) {
    const [propertyId] = [...properties];
    if (properties.size !== 1 || !propertyId || propertyId === PROPERTY_ID) continue;
    if (!chosen.has(propertyId)) chosen.set(propertyId, email);
  }
  return [...chosen].slice(0, count).map(([propertyId, email]) => ({ propertyId, email }));
}

/**
 * A co-owner of the demo resident's home with an account: added to the directory, invited to the
 * portal from it, and accepted (which links the account to them). Removed again by `remove`.
 */
async function coOwnerAccount(adminToken: string) {
  const holder = await createUser("co-owner");
  const name = `Robin Ortega ${randomUUID().slice(0, 4)}`;
  const added = await callAs(adminToken, `${org}/residents`, {
    method: "POST",
    json: { name, email: holder.email, propertyId: PROPERTY_ID, relationship: "Owner" },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const residentId = String((added.body?.data as { id: string }).id);
  const invited = await callAs(adminToken, `${org}/residents/${residentId}/invitation`, {
    method: "POST",
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const [mail] = await waitForEmailsTo(holder.email, 1, 20_000);
  const token = pathIn(mail!.text, "invite").split("/").at(-1)!;
  const holderToken = await idTokenOf(holder.email, holder.password);
  const accepted = await callAs(holderToken, `/invitations/${token}/accept`, { method: "POST" });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const remove = async () => {
    const current = await callAs(adminToken, `${org}/residents/${residentId}`);
    await callAs(adminToken, `${org}/residents/${residentId}`, {
      method: "DELETE",
      ifMatch: current.etag!,
    });
  };
  return { ...holder, name, remove };
}

/** A phone, signed out: the ballot link from the email, an answer, consent, cast; the receipt. */
async function voteFromLink(browser: Browser, path: string, title: string, answer: MeasureChoice) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const voter = await phone.newPage();
  await voter.goto(path);
  await expect(voter.getByRole("heading", { level: 1 })).toHaveText(title);
  await voter.getByRole("radio", { name: MEASURE_CHOICE_LABELS[answer] }).check();
  await voter.getByRole("checkbox", { name: "I choose to vote online" }).check();
  await voter.getByRole("button", { name: "Cast ballot" }).click();
  await voter
    .getByRole("alertdialog", { name: "Cast your ballot?" })
    .getByRole("button", { name: "Cast ballot" })
    .click();
  await expect(voter.getByRole("heading", { name: "Your ballot was cast" })).toBeVisible();
  const receipt = (await voter.locator("code").first().textContent())!.trim();
  return { phone, voter, receipt };
}

test("an election: a date too early refused with its citation; five owners vote from their emailed links on phones, one property by proxy, one on paper; the board sees no tally; the inspector closes, counts and certifies; the result reaches residents", async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const title = `Amend the pet rules ${randomUUID().slice(0, 6)}`;
  const adminToken = await idTokenOf(demoAdmin.email, demoAdmin.password);
  // California's rules, with the quorum the governing documents set: here low enough that the
  // seven ballots of this test reach it (6 properties of the whole).
  const properties = (
    await adminFirestore().collection(`orgs/${demoOrganization.id}/properties`).get()
  ).docs.filter((doc) => !doc.get("archivedAt")).length;
  const rules = await callAs(adminToken, `${org}/elections/settings`);
  const saved = await callAs(adminToken, `${org}/elections/settings`, {
    method: "PUT",
    json: { ruleSet: "california", quorumBasisPoints: Math.floor((6 * 10_000) / properties) },
    ifMatch: rules.etag!,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  // The inspector of elections: someone outside the association, with a verified address.
  const inspector = await createUser("inspector");
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
  await getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })).updateUser(
    inspector.uid,
    { emailVerified: true },
  );
  const holder = await coOwnerAccount(adminToken);

  try {
    // The administrator sets it up: a voting deadline too soon is refused, citing the law.
    const now = Date.now();
    const ballotsOut = new Date(now + DAY_MS);
    await signInAsDemoAdmin(page, "/elections/new");
    const form = main(page).getByRole("form", { name: "Election" });
    await form.getByLabel("Kind").selectOption({ label: VOTE_KIND_LABELS.measure });
    await form.getByLabel("Title").fill(title);
    await form
      .getByLabel("Question")
      .fill("Shall the CC&Rs allow two dogs per home instead of one?");
    await form.getByLabel("Measure type").selectOption({ label: MEASURE_TYPE_LABELS.amendment });
    await form
      .getByLabel("Threshold")
      .selectOption({ label: MEASURE_THRESHOLD_LABELS.majorityOfVotesCast });
    await form.getByLabel("Ballots go out").fill(localInput(ballotsOut));
    await form.getByLabel("Voting deadline").fill(localInput(new Date(now + 10 * DAY_MS)));
    await form.getByLabel("Inspector's name").fill("Dana Inspector");
    await form.getByLabel("Inspector's email").fill(inspector.email);
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByText(/Civil Code 5115/u).first()).toBeVisible();
    const deadline = new Date(now + 40 * DAY_MS);
    await form.getByLabel("Voting deadline").fill(localInput(deadline));
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft election saved.")).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(title);
    const electionId = page.url().split("/").at(-1)!;

    // The ballots go out: one link per property, emailed to its owners.
    await main(page).getByRole("button", { name: "Send the ballots" }).click();
    await page
      .getByRole("alertdialog", { name: "Send the ballots?" })
      .getByRole("button", { name: "Send the ballots" })
      .click();
    await expect(page.getByText(/^Ballots sent: /u)).toBeVisible();

    // Five owners vote from the links in their email, each on a phone, signed out.
    const voters = await linkVoters(6);
    expect(voters).toHaveLength(6);
    const paperProperty = voters.pop()!;
    const answers: MeasureChoice[] = ["yes", "yes", "no", "yes", "yes"];
    let firstVoter: Awaited<ReturnType<typeof voteFromLink>> | undefined;
    for (const [index, { email }] of voters.entries()) {
      const [ballot] = await waitForEmailsTo(email, 1, 20_000, `Your ballot: ${title}`);
      expect(ballot, `the ballot email to ${email}`).toBeDefined();
      const vote = await voteFromLink(
        browser,
        pathIn(ballot!.text, "ballot"),
        title,
        answers[index]!,
      );
      if (index === 0) firstVoter = vote;
      else await vote.phone.close();
    }
    // The first voter checks their receipt, then finds their link used.
    const { phone, voter, receipt } = firstVoter!;
    await voter.getByRole("textbox", { name: "Receipt" }).fill(receipt);
    await voter.getByRole("button", { name: "Check receipt" }).click();
    await expect(
      voter.getByText("Counted: this receipt's ballot is in the ballot box."),
    ).toBeVisible();
    await voter.reload();
    await expect(voter.getByText(/A ballot from this property was already counted/u)).toBeVisible();
    await phone.close();

    // The demo resident gives their home's proxy to its co-owner, instructed to vote yes.
    const home = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const resident = await home.newPage();
    await submitSignIn(resident, demoResident.email, demoResident.password);
    await expect(resident).toHaveURL("/portal");
    await resident.goto(`/portal/elections/${electionId}`);
    const give = main(resident).getByRole("form", { name: "Give a proxy" });
    await give.getByLabel("Member who holds the proxy").selectOption({ label: holder.name });
    await give.getByRole("radio", { name: "As I instruct" }).check();
    await give.getByRole("radio", { name: MEASURE_CHOICE_LABELS.yes }).check();
    await give.getByRole("button", { name: "Give the proxy" }).click();
    await expect(resident.getByText(new RegExp(`given to ${holder.name}\\.$`, "u"))).toBeVisible();
    await expect(
      main(resident).getByText(
        new RegExp(`^Proxy given to ${holder.name} on .*as you instructed`, "u"),
      ),
    ).toBeVisible();

    // The co-owner casts it on their phone, as instructed.
    const holderPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const holding = await holderPhone.newPage();
    await submitSignIn(holding, holder.email, holder.password);
    await expect(holding).toHaveURL("/portal");
    await holding.goto(`/portal/elections/${electionId}`);
    const proxyBallot = main(holding).getByRole("form", { name: /^Proxy ballot of / });
    await expect(proxyBallot.getByRole("radio", { name: MEASURE_CHOICE_LABELS.yes })).toBeChecked();
    await proxyBallot.getByRole("button", { name: "Cast the proxy ballot" }).click();
    await expect(main(holding).getByText(/is in the box\. Keep its receipt/u)).toBeVisible();
    await holderPhone.close();

    // The inspector enters a paper ballot: one for a property that voted online is refused with
    // its reason, the other's counted.
    const desk = await browser.newContext();
    const inspection = await desk.newPage();
    await submitSignIn(inspection, inspector.email, inspector.password);
    await expect(inspection.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
    await inspection.goto(`/inspector/${demoOrganization.id}/${electionId}`);
    const labelOf = async (propertyId: string) =>
      String(
        (
          await adminFirestore()
            .doc(`orgs/${demoOrganization.id}/elections/${electionId}/roll/${propertyId}`)
            .get()
        ).get("label"),
      );
    const enterPaper = async (propertyId: string, answer: MeasureChoice) => {
      await inspection.getByRole("button", { name: "Enter a paper ballot" }).click();
      const dialog = inspection.getByRole("dialog", { name: "Enter a paper ballot" });
      const label = await labelOf(propertyId);
      await dialog.getByRole("combobox", { name: "Property" }).fill(label);
      await dialog
        .getByRole("option", { name: new RegExp(`^${label}`, "u") })
        .first()
        .click();
      await dialog.getByRole("radio", { name: MEASURE_CHOICE_LABELS[answer] }).check();
      await dialog.getByRole("button", { name: "Enter ballot" }).click();
      return dialog;
    };
    const refused = await enterPaper(voters[0]!.propertyId, "no");
    await expect(refused.getByRole("alert")).toHaveText(
      /^A ballot from this property was already counted online on /u,
    );
    await refused.getByRole("button", { name: "Cancel" }).click();
    await enterPaper(paperProperty.propertyId, "no");
    await expect(inspection.getByText(/^Paper ballot entered\. Receipt: /u)).toBeVisible();

    // The board sees how many voted, never how: the page and the API hold no tally.
    await page.reload();
    await expect(main(page).getByRole("heading", { name: "Turnout" })).toBeVisible();
    await expect(main(page).getByText(new RegExp(`^7 of ${properties}$`, "u"))).toBeVisible();
    await expect(main(page).getByText(MEASURE_CHOICE_LABELS.yes, { exact: true })).toHaveCount(0);
    const election = await callAs(adminToken, `${org}/elections/${electionId}`);
    expect(JSON.stringify(election.body)).not.toMatch(/"(yes|no|abstain)"\s*:/u);
    const peek = await callAs(
      adminToken,
      `/inspector/orgs/${demoOrganization.id}/elections/${electionId}/tally`,
    );
    expect(peek.status).toBe(404);

    // After the deadline the inspector closes the polls, opens the count and certifies.
    await setServerTime(new Date(deadline.getTime() + 60 * 60 * 1000));
    await inspection.reload();
    await inspection.getByRole("button", { name: "Close the polls and open the count" }).click();
    await inspection
      .getByRole("alertdialog")
      .getByRole("button", { name: "Open the count" })
      .click();
    await expect(inspection.getByRole("heading", { name: "Tally" })).toBeVisible();
    const tally = inspection.getByRole("list", { name: "Votes per answer" });
    await expect(tally).toContainText("5");
    await inspection.getByRole("button", { name: "Certify the results" }).click();
    const certify = inspection.getByRole("dialog");
    await certify.getByLabel("Your full name (signature)").fill("Dana Inspector");
    await certify.getByRole("button", { name: "Certify" }).click();
    await expect(inspection.getByText("Dana Inspector").first()).toBeVisible();
    await desk.close();

    // The result reaches the residents on the portal.
    await resident.goto("/portal/elections");
    await expect(main(resident).getByRole("heading", { level: 1 })).toHaveText("Elections");
    const certified = main(resident).getByRole("listitem").filter({ hasText: title });
    await expect(certified.getByRole("heading", { name: title })).toBeVisible();
    await expect(certified.getByText("Passed: 5 yes, 2 no, 0 abstaining")).toBeVisible();
    // ...and by email: the results notice, once to each owner on the roll, in the same words.
    const notices = async () =>
      (await emailsTo(voters[0]!.email)).filter((mail) => mail.subject === `Results: ${title}`);
    await expect.poll(async () => (await notices()).length, { timeout: 60_000 }).toBe(1);
    expect((await notices())[0]!.text).toContain("Passed: 5 yes, 2 no, 0 abstaining");
    await home.close();
  } finally {
    await holder.remove();
  }
});

/** The one ballot link in the latest email to `email` whose subject is `subject`. */
async function linkFromEmail(email: string, subject: string): Promise<string> {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        mail = (await emailsTo(email)).find((sent) => sent.subject === subject);
        return mail !== undefined;
      },
      { timeout: 60_000, message: `"${subject}" to ${email}` },
    )
    .toBe(true);
  return pathIn(mail!.text, "ballot");
}

test("a director election short of its quorum: the board reconvenes it (a day too soon refused with its citation), fresh links reach the homes that have not voted, and the reconvened meeting's lower quorum elects", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const title = `Board of directors ${randomUUID().slice(0, 6)}`;
  const adminToken = await idTokenOf(demoAdmin.email, demoAdmin.password);
  // California: the documents' quorum 25%, and the lower quorum of a reconvened meeting they set
  // (here 1% of the members, lower than the Civil Code's 20%).
  const rules = await callAs(adminToken, `${org}/elections/settings`);
  const saved = await callAs(adminToken, `${org}/elections/settings`, {
    method: "PUT",
    json: { ruleSet: "california", quorumBasisPoints: 2500, reconvenedQuorumBasisPoints: 100 },
    ifMatch: rules.etag!,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const inspector = await createUser("inspector");
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
  await getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })).updateUser(
    inspector.uid,
    { emailVerified: true },
  );
  const inspectorToken = await idTokenOf(inspector.email, inspector.password);

  // A director election whose nominations closed: its ballots go out now.
  const now = Date.now();
  const deadline = new Date(now + 40 * DAY_MS);
  const created = await callAs(adminToken, `${org}/elections`, {
    method: "POST",
    json: {
      title,
      question: "",
      vote: {
        kind: "directorElection",
        seats: 1,
        candidates: [{ name: "Ana Ruiz" }, { name: "Ben Ortiz" }],
      },
      nominationNoticeAt: new Date(now - 75 * DAY_MS).toISOString(),
      nominationDeadline: new Date(now - 40 * DAY_MS).toISOString(),
      ballotsOutAt: new Date(now + DAY_MS).toISOString(),
      votingDeadline: deadline.toISOString(),
      inspector: { name: "Dana Inspector", email: inspector.email },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const electionId = String((created.body?.data as { id: string }).id);
  const opened = await callAs(adminToken, `${org}/elections/${electionId}/open`, {
    method: "POST",
    ifMatch: created.etag!,
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);

  // One home votes: short of the quorum, the polls close with the ballots sealed.
  const [early, late] = await linkVoters(2);
  const earlyToken = (await linkFromEmail(early!.email, `Your ballot: ${title}`)).split("/").at(-1);
  const cast = await fetch(`${consoleUrl}/api/ballots/${earlyToken}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ choices: { candidates: ["c1"] }, electronicConsent: true }),
  });
  expect(cast.status).toBe(201);
  await setServerTime(new Date(deadline.getTime() + 60 * 60 * 1000));
  const inspection = `/inspector/orgs/${demoOrganization.id}/elections/${electionId}`;
  const closed = await callAs(inspectorToken, `${inspection}/count`, { method: "POST" });
  expect((closed.body?.data as { status: string }).status).toBe("quorumFailed");

  // The board reconvenes it: a day too soon is refused with the rule, the first allowed day is taken.
  await signInAsDemoAdmin(page, `/elections/${electionId}`);
  const form = main(page).getByRole("form", { name: "Reconvene the meeting" });
  const when = form.getByLabel("New voting deadline");
  const earliest = await when.inputValue();
  const reconvenedAt = new Date(deadline.getTime() + 20 * DAY_MS);
  await when.fill(localInput(new Date(reconvenedAt.getTime() - 2 * DAY_MS)));
  await form.getByRole("button", { name: "Reconvene the meeting" }).click();
  await expect(
    form.getByText(
      /^A reconvened meeting must be at least 20 days after .* \(AB 1458\): on or after /u,
    ),
  ).toBeVisible();
  await when.fill(earliest);
  await form.getByRole("button", { name: "Reconvene the meeting" }).click();
  await page
    .getByRole("alertdialog", { name: "Reconvene the meeting?" })
    .getByRole("button", { name: "Reconvene the meeting" })
    .click();
  await expect(page.getByText(/^Meeting reconvened: \d+ new ballot links/u)).toBeVisible();

  // A home that had not voted gets a fresh link and votes from a phone.
  const path = await linkFromEmail(late!.email, `Your ballot: ${title} (reconvened meeting)`);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const voter = await phone.newPage();
  await voter.goto(path);
  await voter.getByRole("checkbox", { name: "Ana Ruiz" }).check();
  await voter.getByRole("checkbox", { name: "I choose to vote online" }).check();
  await voter.getByRole("button", { name: "Cast ballot" }).click();
  await voter
    .getByRole("alertdialog", { name: "Cast your ballot?" })
    .getByRole("button", { name: "Cast ballot" })
    .click();
  await expect(voter.getByRole("heading", { name: "Your ballot was cast" })).toBeVisible();
  await phone.close();

  // At the reconvened meeting's deadline, two homes of the members reach the lower quorum.
  await setServerTime(new Date(Date.parse(`${earliest}:00-08:00`) + 60 * 60 * 1000));
  const counted = await callAs(inspectorToken, `${inspection}/count`, { method: "POST" });
  expect(counted.body?.data).toMatchObject({
    status: "counting",
    live: { ballots: 2, quorum: { reached: true, reconvened: true, required: 2 } },
  });
  const tally = await callAs(inspectorToken, `${inspection}/tally`);
  expect(tally.body?.data).toMatchObject({
    result: { kind: "directorElection", elected: ["c1"], quorum: { reached: true } },
  });
});
