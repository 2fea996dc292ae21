/**
 * Proxies: an owner of a property gives its vote to another member from the portal, with their
 * instructions if any (`recordProxy`); the holder casts it (`castBallot`, channel "proxy"),
 * following them. A proxy is kept by the giving property in `proxies/{propertyId}` and read with
 * the property's roll entry in the same transaction, so a property still votes once across the
 * link, paper and its proxy. An instructed proxy says how its property votes, as a paper proxy
 * form does: its holder reads it, and so does anyone who reads the database.
 */
import {
  castBallot,
  formatReceiptSecret,
  newReceiptSecret,
  receiptHash,
  recordProxy,
  revokeProxy,
  type BallotChoices,
  type Proxy,
} from "@hoa/validation/elections";
import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { runTransaction } from "../../platform/transactions.js";
import { memberRef, membersCollection } from "../members/documents.js";
import { ACCOUNT_UID_FIELD, linkedResidents, linkedResidentsIn } from "../residents/accounts.js";
import { residentsCollection } from "../residents/documents.js";
import { refusalError, recordBallot, stateFor } from "./ballots.js";
import { electionFromData, electionRef, rollFromData, rollRef } from "./documents.js";
import { electionRequestMessages as rm } from "./schemas.js";
import { auditElection, rulesOf } from "./store.js";

export const proxiesCollection = (db: Firestore, orgId: string, electionId: string) =>
  electionRef(db, orgId, electionId).collection("proxies");

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

function proxyFromData(data: DocumentData | undefined): Proxy | undefined {
  if (!data) return undefined;
  return {
    holderId: String(data.holderId),
    instructions: (data.instructions ?? null) as BallotChoices | null,
    givenAt: iso(data.givenAt) ?? new Date(0).toISOString(),
    revokedAt: iso(data.revokedAt),
    usedAt: iso(data.usedAt),
  };
}

/** The election, its rules and the property's roll entry and proxy, read in the transaction. */
async function propertyTarget(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  electionId: string,
  propertyId: string,
) {
  const [electionSnapshot, rollSnapshot, proxySnapshot] = await Promise.all([
    transaction.get(electionRef(data.db, orgId, electionId)),
    transaction.get(rollRef(data.db, orgId, electionId, propertyId)),
    transaction.get(proxiesCollection(data.db, orgId, electionId).doc(propertyId)),
  ]);
  if (!electionSnapshot.exists) throw new ApiError(404, apiMessages.notFound);
  const election = electionFromData(electionId, electionSnapshot.data() ?? {});
  const rules = rulesOf(election, null);
  if (election.status === "draft" || rules === null || !rollSnapshot.exists) {
    throw new ApiError(404, apiMessages.notFound);
  }
  const roll = rollFromData(rollSnapshot.data() ?? {});
  const proxy = proxyFromData(proxySnapshot.data());
  const state = stateFor(election, rules, roll);
  return {
    election,
    roll,
    proxy,
    proxyRef: proxySnapshot.ref,
    state: { ...state, proxies: proxy ? { [propertyId]: proxy } : {} },
  };
}

/**
 * `POST .../me/elections/{id}/proxies`: an owner on file linked to the caller's account gives the
 * property's proxy to another member, with instructions or none.
 */
export async function giveProxy(
  data: DataContext,
  access: OrganizationAccess,
  electionId: string,
  request: { propertyId: string; holderId: string; instructions: BallotChoices | null },
  caller: Caller,
) {
  const { orgId } = access;
  return runTransaction(data, async (transaction) => {
    const residents = await linkedResidentsIn(transaction, data.db, orgId, access.uid);
    const owner = residents.find(
      (resident) => resident.propertyId === request.propertyId && resident.relationship === "Owner",
    );
    if (!owner) throw new ApiError(404, apiMessages.notFound);
    const holder = await transaction.get(memberRef(data.db, orgId, request.holderId));
    if (!holder.exists || request.holderId === access.uid) {
      throw new ApiError(400, rm.proxyHolderInvalid, {}, { holderId: rm.proxyHolderInvalid });
    }
    const target = await propertyTarget(data, transaction, orgId, electionId, request.propertyId);
    const given = recordProxy(target.state, {
      givingPropertyId: request.propertyId,
      holderId: request.holderId,
      instructions: request.instructions,
      at: data.clock.now(),
    });
    if (!given.ok) throw refusalError(given.refusal);
    const proxy = given.state.proxies[request.propertyId];
    if (!proxy) throw new Error("A recorded proxy is in the state");
    transaction.set(target.proxyRef, {
      holderId: proxy.holderId,
      instructions: proxy.instructions,
      givenAt: Timestamp.fromDate(new Date(proxy.givenAt)),
      revokedAt: null,
      usedAt: null,
    });
    auditElection(data, transaction, orgId, caller, target.election, "update", [
      {
        field: "roll",
        before: null,
        after: `${target.roll.label}: proxy given to ${String(holder.get("displayName") ?? "") || "a member"}`,
      },
    ]);
    return {
      propertyId: request.propertyId,
      property: target.roll.label,
      holderId: proxy.holderId,
      instructions: proxy.instructions,
      givenAt: proxy.givenAt,
      usedAt: null,
    };
  });
}

/** The properties the caller is an owner on file of, linked to their account. */
const ownedBy = (residents: { propertyId: string; relationship: string }[]) =>
  [
    ...new Set(
      residents
        .filter((resident) => resident.relationship === "Owner")
        .map((resident) => resident.propertyId),
    ),
  ].sort();

/** 404 unless the election exists and its ballots went out (a draft is the board's alone). */
async function assertBallotsOut(data: DataContext, orgId: string, electionId: string) {
  const election = await data.call(electionRef(data.db, orgId, electionId).get());
  if (!election.exists || election.get("status") === "draft") {
    throw new ApiError(404, apiMessages.notFound);
  }
}

/** The most board accounts a holder list offers (a board has a handful of directors). */
const BOARD_HOLDERS_READ = 30;

/**
 * `GET .../me/elections/{id}/proxy-holders`: whom the caller may give a proxy to, by name: the
 * other residents of their household with an account, and the board. Nobody else's account is
 * shown to a resident (the household's `accountUid`s stay hidden); anyone the caller knows
 * otherwise may still be given a paper proxy through the association.
 */
export async function proxyHolders(
  data: DataContext,
  access: OrganizationAccess,
  electionId: string,
) {
  const { orgId } = access;
  await assertBallotsOut(data, orgId, electionId);
  const own = await linkedResidents(data, access);
  const properties = [...new Set(own.map((resident) => resident.propertyId))].slice(0, 30);
  const [housemates, board] = await Promise.all([
    properties.length === 0
      ? Promise.resolve([])
      : data
          .call(residentsCollection(data.db, orgId).where("propertyId", "in", properties).get())
          .then((snapshot) => snapshot.docs),
    data
      .call(
        membersCollection(data.db, orgId)
          .where("role", "in", ["admin", "member"])
          .limit(BOARD_HOLDERS_READ)
          .get(),
      )
      .then((snapshot) => snapshot.docs),
  ]);
  const holders = new Map<string, { uid: string; name: string; relation: "household" | "board" }>();
  for (const doc of housemates) {
    const uid = doc.get(ACCOUNT_UID_FIELD) as unknown;
    if (typeof uid !== "string" || uid === "" || uid === access.uid || holders.has(uid)) continue;
    holders.set(uid, { uid, name: String(doc.get("name") ?? ""), relation: "household" });
  }
  for (const doc of board) {
    if (doc.id === access.uid || holders.has(doc.id)) continue;
    const name = String(doc.get("displayName") ?? "") || String(doc.get("email") ?? "");
    if (name !== "") holders.set(doc.id, { uid: doc.id, name, relation: "board" });
  }
  const order = { household: 0, board: 1 } as const;
  return {
    items: [...holders.values()].sort(
      (a, b) => order[a.relation] - order[b.relation] || a.name.localeCompare(b.name),
    ),
  };
}

/**
 * The name an owner chose a proxy's holder by: the resident linked to their account (as the
 * household lists them), else their member name.
 */
async function holderName(data: DataContext, orgId: string, uid: string): Promise<string> {
  const [resident, member] = await Promise.all([
    data.call(
      residentsCollection(data.db, orgId).where(ACCOUNT_UID_FIELD, "==", uid).limit(1).get(),
    ),
    data.call(memberRef(data.db, orgId, uid).get()),
  ]);
  const name =
    String(resident.docs[0]?.get("name") ?? "") || String(member.get("displayName") ?? "");
  return name === "" ? "a member" : name;
}

/**
 * `GET .../me/elections/{id}/properties`: each property the caller owns on the roll, whether it
 * voted (never how) and the proxy it gave, if any, to whom; so an owner sees what is left to do.
 */
export async function ownProperties(
  data: DataContext,
  access: OrganizationAccess,
  electionId: string,
) {
  const { orgId } = access;
  await assertBallotsOut(data, orgId, electionId);
  const owned = ownedBy(await linkedResidents(data, access));
  if (owned.length === 0) return { items: [] };
  const proxies = proxiesCollection(data.db, orgId, electionId);
  const [rolls, gifts] = await Promise.all([
    data.call(data.db.getAll(...owned.map((id) => rollRef(data.db, orgId, electionId, id)))),
    data.call(data.db.getAll(...owned.map((id) => proxies.doc(id)))),
  ]);
  const holders = [
    ...new Set(
      gifts.map((gift) => proxyFromData(gift.data())?.holderId).filter((id) => id !== undefined),
    ),
  ];
  const names = new Map(
    await Promise.all(
      holders.map(async (uid) => [uid, await holderName(data, orgId, uid)] as const),
    ),
  );
  return {
    items: owned.flatMap((propertyId, index) => {
      const roll = rolls[index];
      if (!roll?.exists) return [];
      const proxy = proxyFromData(gifts[index]?.data());
      const given = proxy && proxy.revokedAt === null ? proxy : null;
      return [
        {
          propertyId,
          property: String(roll.get("label") ?? ""),
          voted: roll.get("voted") === true,
          proxy: given
            ? {
                holderId: given.holderId,
                holderName: names.get(given.holderId) ?? "a member",
                instructions: given.instructions,
                givenAt: given.givenAt,
                usedAt: given.usedAt,
              }
            : null,
        },
      ];
    }),
  };
}

/**
 * `DELETE .../me/elections/{id}/proxies/{propertyId}`: an owner of the property takes its proxy
 * back before it is used (`revokeProxy`); the property may then vote itself or give another.
 */
export async function revokeOwnProxy(
  data: DataContext,
  access: OrganizationAccess,
  electionId: string,
  propertyId: string,
  caller: Caller,
) {
  const { orgId } = access;
  await runTransaction(data, async (transaction) => {
    const residents = await linkedResidentsIn(transaction, data.db, orgId, access.uid);
    if (!ownedBy(residents).includes(propertyId)) throw new ApiError(404, apiMessages.notFound);
    const target = await propertyTarget(data, transaction, orgId, electionId, propertyId);
    const revoked = revokeProxy(target.state, {
      givingPropertyId: propertyId,
      at: data.clock.now(),
    });
    if (!revoked.ok) throw refusalError(revoked.refusal);
    const proxy = revoked.state.proxies[propertyId];
    if (!proxy?.revokedAt) throw new Error("A revoked proxy has its time");
    transaction.update(target.proxyRef, {
      revokedAt: Timestamp.fromDate(new Date(proxy.revokedAt)),
    });
    auditElection(data, transaction, orgId, caller, target.election, "update", [
      { field: "roll", before: null, after: `${target.roll.label}: proxy revoked` },
    ]);
  });
}

/** `GET .../me/elections/{id}/proxies`: the proxies the caller holds, used or not. */
export async function heldProxies(data: DataContext, orgId: string, uid: string, id: string) {
  await assertBallotsOut(data, orgId, id);
  const held = await data.call(
    proxiesCollection(data.db, orgId, id).where("holderId", "==", uid).get(),
  );
  const rolls = held.empty
    ? []
    : await data.call(
        data.db.getAll(...held.docs.map((doc) => rollRef(data.db, orgId, id, doc.id))),
      );
  return {
    items: held.docs
      .map((doc, index) => ({ doc, proxy: proxyFromData(doc.data()), roll: rolls[index] }))
      .filter(({ proxy }) => proxy && proxy.revokedAt === null)
      .map(({ doc, proxy, roll }) => ({
        propertyId: doc.id,
        property: String(roll?.get("label") ?? ""),
        holderId: uid,
        instructions: proxy?.instructions ?? null,
        givenAt: proxy?.givenAt ?? "",
        usedAt: proxy?.usedAt ?? null,
      })),
  };
}

/** `POST .../me/elections/{id}/proxies/{propertyId}/ballot`: the holder casts the proxy, once. */
export async function castProxy(
  data: DataContext,
  access: OrganizationAccess,
  electionId: string,
  propertyId: string,
  request: { choices: BallotChoices; electronicConsent: boolean },
  caller: Caller,
) {
  const receipt = newReceiptSecret();
  await runTransaction(data, async (transaction) => {
    const target = await propertyTarget(data, transaction, access.orgId, electionId, propertyId);
    if (!target.proxy || target.proxy.holderId !== access.uid) {
      throw new ApiError(404, apiMessages.notFound);
    }
    const at = data.clock.now();
    const outcome = castBallot(target.state, {
      propertyId,
      channel: "proxy",
      holderId: access.uid,
      choices: request.choices,
      receiptSecret: receipt,
      at,
      electronicConsent: request.electronicConsent,
    });
    if (!outcome.ok) throw refusalError(outcome.refusal);
    transaction.update(target.proxyRef, { usedAt: Timestamp.fromDate(at) });
    recordBallot(
      data,
      transaction,
      { orgId: access.orgId, election: target.election, roll: target.roll },
      outcome,
      "proxy",
      request.choices,
      at,
      caller,
    );
  });
  return { receipt: formatReceiptSecret(receipt), receiptHash: receiptHash(receipt) };
}
