import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  MEASURE_CHOICE_LABELS,
  MEASURE_TYPE_LABELS,
  VOTE_KIND_LABELS,
} from "@hoa/validation/elections";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { waitForEmailsTo } from "../../../../functions/test/support/maildev";
import {
  PROJECT_ID,
  demoAdmin,
  demoOrganization,
  demoResident,
} from "../../../../scripts/demo-data";
import { asDemoAdmin, idTokenOf } from "../support/api";
import { signInAsDemoAdmin, submitSignIn } from "../support/auth";
import { consoleUrl } from "../support/browser";
import { adminFirestore } from "../support/firestore";
import { resetServerTime, setServerTime } from "../support/server-clock";
import { createUser } from "../support/users";

const main = (page: Page) => page.getByRole("main");
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo resident's property: one of its owners votes. */
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

test("an election: a date too early refused with its citation, a ballot cast from the emailed link on a phone, no tally before the close, then the inspector closes the polls short of the quorum, the ballots stay sealed, the inspector certifies no quorum and residents read it", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Amend the pet rules ${randomUUID().slice(0, 6)}`;
  // California's rules, with the quorum the governing documents set, saved at the version read.
  const { data: rules } = await asDemoAdmin<{ data: { version: number } }>("/elections/settings");
  const saved = await fetch(`${consoleUrl}/api/orgs/${demoOrganization.id}/elections/settings`, {
    method: "PUT",
    headers: {
      authorization: `Bearer ${await idTokenOf(demoAdmin.email, demoAdmin.password)}`,
      "content-type": "application/json",
      "if-match": `"${rules.version}"`,
    },
    body: JSON.stringify({ ruleSet: "california", quorumBasisPoints: 2500 }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);

  // The inspector of elections: someone outside the association, with a verified address.
  const inspector = await createUser("inspector");
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
  await getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })).updateUser(
    inspector.uid,
    { emailVerified: true },
  );

  // The administrator sets it up: a voting deadline too soon is refused, citing the law.
  const now = Date.now();
  const ballotsOut = new Date(now + DAY_MS);
  await signInAsDemoAdmin(page, "/elections/new");
  const form = main(page).getByRole("form", { name: "Election" });
  await form.getByLabel("Kind").selectOption({ label: VOTE_KIND_LABELS.measure });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Question").fill("Shall the CC&Rs allow two dogs per home instead of one?");
  await form.getByLabel("Measure type").selectOption({ label: MEASURE_TYPE_LABELS.amendment });
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

  // An owner of the demo resident's home votes from the emailed link, on a phone, signed out.
  const owner = (
    await adminFirestore()
      .collection(`orgs/${demoOrganization.id}/residents`)
      .where("propertyId", "==", PROPERTY_ID)
      .where("relationship", "==", "Owner")
      .get()
  ).docs
    .map((doc) => String(doc.get("email") ?? ""))
    .find((email) => email.includes("@"))!;
  const emails = await waitForEmailsTo(owner, 1, 20_000);
  const ballot = emails.find((email) => email.subject === `Your ballot: ${title}`);
  expect(ballot, `the ballot email to ${owner}`).toBeDefined();
  const link = /https?:\/\/\S+\/ballot\/[A-Za-z0-9_-]+/u.exec(ballot!.text)![0];
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const voter = await phone.newPage();
  await voter.goto(new URL(link).pathname);
  await expect(voter.getByRole("heading", { level: 1 })).toHaveText(title);
  await voter.getByRole("radio", { name: MEASURE_CHOICE_LABELS.yes }).check();
  await voter.getByRole("checkbox", { name: "I choose to vote online" }).check();
  await voter.getByRole("button", { name: "Cast ballot" }).click();
  await voter
    .getByRole("alertdialog", { name: "Cast your ballot?" })
    .getByRole("button", { name: "Cast ballot" })
    .click();
  await expect(voter.getByRole("heading", { name: "Your ballot was cast" })).toBeVisible();
  // The same link again: this property has voted.
  await voter.goto(new URL(link).pathname);
  await expect(voter.getByText(/A ballot from this property was already counted/u)).toBeVisible();
  await phone.close();

  // The board sees how many voted, never how.
  await page.reload();
  await expect(main(page).getByRole("heading", { name: "Turnout" })).toBeVisible();
  await expect(main(page).getByText(/^1 of \d+$/u)).toBeVisible();
  await expect(main(page).getByText(MEASURE_CHOICE_LABELS.yes, { exact: true })).toHaveCount(0);

  // After the deadline the inspector closes the polls: one yes of the 120 homes is short of the
  // quorum the documents set (25%), so the ballots stay sealed and the inspector certifies that no
  // quorum was reached (a measure is never reconvened under California's rules).
  await setServerTime(new Date(deadline.getTime() + 60 * 60 * 1000));
  const desk = await browser.newContext();
  const inspection = await desk.newPage();
  await submitSignIn(inspection, inspector.email, inspector.password);
  await expect(inspection.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
  await inspection.goto(`/inspector/${demoOrganization.id}/${electionId}`);
  await inspection.getByRole("button", { name: "Close the polls and open the count" }).click();
  await inspection.getByRole("alertdialog").getByRole("button", { name: "Open the count" }).click();
  await expect(inspection.getByRole("heading", { name: "Quorum not reached" })).toBeVisible();
  await expect(inspection.getByRole("heading", { name: "Tally" })).toHaveCount(0);
  await inspection.getByRole("button", { name: "Certify: no quorum" }).click();
  const certify = inspection.getByRole("dialog");
  await certify.getByLabel("Your full name (signature)").fill("Dana Inspector");
  await certify.getByRole("button", { name: "Certify" }).click();
  await expect(inspection.getByText("Dana Inspector").first()).toBeVisible();
  await desk.close();

  // The result reaches the residents on the portal.
  const home = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const resident = await home.newPage();
  await submitSignIn(resident, demoResident.email, demoResident.password);
  await expect(resident).toHaveURL("/portal");
  await resident.goto("/portal/elections");
  await expect(main(resident).getByRole("heading", { level: 1 })).toHaveText("Elections");
  const certified = main(resident).getByRole("listitem").filter({ hasText: title });
  await expect(certified.getByRole("heading", { name: title })).toBeVisible();
  // No choice is revealed: the vote did not take place.
  await expect(certified.getByText("No quorum: the vote did not take place")).toBeVisible();
  await expect(certified.getByText(/\byes\b/u)).toHaveCount(0);
  await home.close();
});
