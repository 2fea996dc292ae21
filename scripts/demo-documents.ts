import {
  AUDITED_FIELDS,
  documentKeywords,
  foldSearchText,
  type DocumentCategory,
  type DocumentVisibility,
} from "@hoa/validation";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import {
  documentFilePath,
  documentFileRef,
  documentsCollection,
} from "../functions/src/resources/documents/store.js";
import { demoOrganization } from "./demo-data.js";
import { demoUploader, demoUploaderActor, type DemoFile } from "./demo-files.js";
import { pdfDocument, wrapText, type PdfLine } from "./demo-pdf.js";
import type { SeedWrite } from "./seed.js";
import { keywordFields } from "../functions/src/platform/keywords.js";
import { KEYWORDS_FIELD } from "../functions/src/platform/lists.js";

export interface DemoDocumentVersion {
  number: number;
  /** The id of its file: `documents/{orgId}/{fileId}` in the bucket. */
  fileId: string;
  fileName: string;
  uploadedAt: Date;
  /** What the PDF says below its title. */
  body: readonly string[];
  bytes: Uint8Array;
}

export interface DemoDocument {
  id: string;
  title: string;
  category: DocumentCategory;
  description: string;
  visibility: DocumentVisibility;
  /** Oldest first, as the record keeps them. */
  versions: readonly DemoDocumentVersion[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** What the demo library holds; titles that name a month or a year follow the seed's day. */
function library(now: Date) {
  const lastMeeting = new Date(now.getTime() - 21 * DAY_MS);
  const month = `${MONTHS[lastMeeting.getUTCMonth()]} ${lastMeeting.getUTCFullYear()}`;
  const nextYear = now.getUTCFullYear() + 1;
  return [
    {
      slug: "ccrs",
      title: "Declaration of Covenants, Conditions & Restrictions",
      category: "governingDocuments",
      visibility: "members",
      description:
        "The recorded declaration every lot in Maple Grove is held under: use of the homes, upkeep, assessments and architectural control.",
      versions: [
        {
          fileName: "maple-grove-ccrs.pdf",
          daysAgo: 910,
          body: [
            "Article I. Every lot is for residential use by one household; short-term rentals under 30 days are not allowed.",
            "Article II. Owners keep their homes, yards and fences in good repair; the Association keeps the common areas.",
            "Article III. Each lot pays the annual assessment set by the board, in monthly installments.",
            "Article IV. Exterior changes need the written approval of the Architectural Review Committee.",
          ],
        },
      ],
    },
    {
      slug: "bylaws",
      title: "Bylaws of Maple Grove Homeowners Association",
      category: "governingDocuments",
      visibility: "members",
      description:
        "How the association is run: the board, its elections, meetings and votes. Version 2 has the owners' amendment on staggered board terms.",
      versions: [
        {
          fileName: "bylaws.pdf",
          daysAgo: 905,
          body: [
            "Section 1. The board has five directors elected by the owners at the annual meeting.",
            "Section 2. Directors serve two-year terms.",
            "Section 3. A quorum is ten percent of the owners, present or by proxy.",
          ],
        },
        {
          fileName: "bylaws-amended.pdf",
          daysAgo: 48,
          body: [
            "Section 1. The board has five directors elected by the owners at the annual meeting.",
            "Section 2. Directors serve three-year staggered terms (amended by the owners' vote).",
            "Section 3. A quorum is ten percent of the owners, present or by proxy.",
          ],
        },
      ],
    },
    {
      slug: "budget",
      title: `${nextYear} Operating Budget`,
      category: "financialReports",
      visibility: "members",
      description:
        "The board's proposed budget for next year, for owners to review before the vote. Version 2 adds the pool resurfacing to the reserve contributions.",
      versions: [
        {
          fileName: `operating-budget-${nextYear}-draft.pdf`,
          daysAgo: 23,
          body: [
            "Income: assessments $216,000; late fees and other income $3,200.",
            "Expenses: landscaping $58,000; utilities $31,500; insurance $24,800; management $36,000.",
            "Reserve contributions: $48,000.",
          ],
        },
        {
          fileName: `operating-budget-${nextYear}.pdf`,
          daysAgo: 9,
          body: [
            "Income: assessments $216,000; late fees and other income $3,200.",
            "Expenses: landscaping $58,000; utilities $31,500; insurance $24,800; management $36,000.",
            "Reserve contributions: $62,000, of which $14,000 for the pool resurfacing.",
          ],
        },
      ],
    },
    {
      slug: "delinquency",
      title: `Delinquency Report — ${month}`,
      category: "financialReports",
      visibility: "board",
      description:
        "Accounts more than 60 days past due and the collection steps taken. For the board only.",
      versions: [
        {
          fileName: "delinquency-report.pdf",
          daysAgo: 12,
          body: [
            "Seven accounts are more than 60 days past due, for $6,840 in all.",
            "Reminder letters went to each; two owners agreed to payment plans.",
            "No account has been sent to collections this month.",
          ],
        },
      ],
    },
    {
      slug: "minutes",
      title: `Board Meeting Minutes — ${month}`,
      category: "meetingMinutes",
      visibility: "members",
      description:
        "Minutes of the monthly board meeting: the landscaping contract, the pool gate repair and next year's budget timeline.",
      versions: [
        {
          fileName: "board-minutes.pdf",
          daysAgo: 18,
          body: [
            "Present: all five directors and the community manager. Called to order at 7:02 PM.",
            "The landscaping contract with Greenway Services was renewed for one year.",
            "A locksmith will repair the pool gate latch; the board approved up to $450.",
            "The draft budget for next year goes to owners before the next meeting. Adjourned at 8:15 PM.",
          ],
        },
      ],
    },
    {
      slug: "architectural-review",
      title: "Architectural Review Request Form",
      category: "forms",
      visibility: "members",
      description:
        "Fill in and send to the committee before changing a home's exterior: paint, fences, roofs, solar panels, additions.",
      versions: [
        {
          fileName: "architectural-review-request.pdf",
          daysAgo: 240,
          body: [
            "Owner name: ______________________   Address: ______________________",
            "Describe the change (materials, colors, size): ___________________________",
            "Attach a drawing or photo, and the paint chip or product sheet.",
            "The committee answers within 30 days of receiving a complete request.",
          ],
        },
      ],
    },
    {
      slug: "pool-rules",
      title: "Pool Rules",
      category: "policies",
      visibility: "members",
      description:
        "Hours, guests, and what is and is not allowed at the community pool. No lifeguard is on duty.",
      versions: [
        {
          fileName: "pool-rules.pdf",
          daysAgo: 190,
          body: [
            "Open daily from 8 AM to 9 PM, Memorial Day to Labor Day. Bring your key card.",
            "Each household may bring up to four guests; children under 14 swim with an adult.",
            "No glass, no pets and no diving. Swim at your own risk: there is no lifeguard.",
          ],
        },
      ],
    },
    {
      slug: "parking",
      title: "Parking and Towing Policy",
      category: "policies",
      visibility: "members",
      description:
        "Where residents and guests may park, the permits for second cars, and when a vehicle is towed.",
      versions: [
        {
          fileName: "parking-policy.pdf",
          daysAgo: 130,
          body: [
            "Each home has two permits; ask the management office for a permit for a second car.",
            "Guests park in the marked visitor spaces for up to 72 hours.",
            "Vehicles without a permit, or parked in a fire lane, are towed at the owner's expense.",
          ],
        },
      ],
    },
  ] as const satisfies readonly {
    slug: string;
    title: string;
    category: DocumentCategory;
    visibility: DocumentVisibility;
    description: string;
    versions: readonly { fileName: string; daysAgo: number; body: readonly string[] }[];
  }[];
}

/** The demo document ids: `demo-document-<slug>`, the same every run. */
export const demoDocumentId = (slug: string) => `demo-document-${slug}`;

/** The PDF of one version: the organization, the title, the version and its text. */
export function demoDocumentPdf(
  document: Pick<DemoDocument, "title">,
  version: Pick<DemoDocumentVersion, "number" | "fileName" | "uploadedAt" | "body">,
): Uint8Array {
  const lines: PdfLine[] = [
    { text: demoOrganization.name, size: 12, bold: true },
    ...wrapText(document.title, 44).map((text, index) => ({
      text,
      size: 20,
      bold: true,
      gap: index === 0 ? 10 : 0,
    })),
    {
      text: `Version ${version.number} — ${version.fileName} — ${version.uploadedAt.toISOString().slice(0, 10)}`,
      size: 10,
      gap: 4,
    },
    ...version.body.flatMap((paragraph) =>
      wrapText(paragraph, 88).map((text, index) => ({ text, size: 11, gap: index === 0 ? 10 : 0 })),
    ),
  ];
  return pdfDocument(lines, { title: document.title });
}

/** The demo's documents, each version with its PDF, for the seed's day. */
export function demoDocuments(now: Date): DemoDocument[] {
  return library(now).map(({ slug, versions, ...document }) => {
    const id = demoDocumentId(slug);
    return {
      id,
      ...document,
      versions: versions.map((version, index) => {
        const shown = {
          number: index + 1,
          fileId: `${id}-v${index + 1}`,
          fileName: version.fileName,
          uploadedAt: new Date(now.getTime() - version.daysAgo * DAY_MS),
          body: version.body,
        };
        return { ...shown, bytes: demoDocumentPdf(document, shown) };
      }),
    };
  });
}

/** Every version's file at `documents/{orgId}/{fileId}`, with the metadata an upload gets. */
export function documentFiles(orgId: string, documents: readonly DemoDocument[]): DemoFile[] {
  return documents.flatMap((document) =>
    document.versions.map((version) => ({
      path: documentFilePath(orgId, version.fileId),
      bytes: version.bytes,
      contentType: "application/pdf",
      metadata: {
        fileName: version.fileName,
        uploadedAt: version.uploadedAt.toISOString(),
        uploadedByUid: demoUploader.uid,
        uploadedByName: demoUploader.name,
      },
    })),
  );
}

/** `orgs/{orgId}/documents/{id}` as the API leaves it after the first upload and each new version. */
export function documentRecord(document: DemoDocument) {
  const first = document.versions[0];
  const last = document.versions.at(-1);
  if (!first || !last) throw new Error(`${document.id} has no version`);
  return {
    title: document.title,
    titleSort: foldSearchText(document.title),
    category: document.category,
    description: document.description,
    visibility: document.visibility,
    versions: document.versions.map((version) => ({
      number: version.number,
      fileId: version.fileId,
      fileName: version.fileName,
      contentType: "application/pdf",
      sizeBytes: version.bytes.byteLength,
      uploadedAt: Timestamp.fromDate(version.uploadedAt),
      uploadedBy: demoUploader,
    })),
    createdBy: demoUploader,
    ...keywordFields(KEYWORDS_FIELD, documentKeywords(document)),
    version: document.versions.length,
    createdAt: Timestamp.fromDate(first.uploadedAt),
    updatedAt: Timestamp.fromDate(last.uploadedAt),
  };
}

/** The document as its audit entries speak of it, with one version's file. */
const auditState = (document: DemoDocument, version: DemoDocumentVersion) => ({
  title: document.title,
  category: document.category,
  description: document.description,
  visibility: document.visibility,
  file: `${version.fileName} (version ${version.number})`,
});

/**
 * The records (deterministic ids, so seeding again overwrites), each file's claim
 * (`documentFiles/{fileId}`, which keeps the dispatcher's clean-up off it) and the audit
 * entries of the upload and of each new version.
 */
export function documentWrites(
  db: Firestore,
  orgId: string,
  documents: readonly DemoDocument[],
): SeedWrite[] {
  const fields: readonly string[] = AUDITED_FIELDS.documents;
  return documents.flatMap((document) => [
    { ref: documentsCollection(db, orgId).doc(document.id), data: documentRecord(document) },
    ...document.versions.flatMap((version, index) => {
      const previous = document.versions[index - 1];
      const after: Record<string, string> = auditState(document, version);
      const before: Record<string, string> | null = previous
        ? auditState(document, previous)
        : null;
      return [
        {
          ref: documentFileRef(db, orgId, version.fileId),
          data: { documentId: document.id, createdAt: Timestamp.fromDate(version.uploadedAt) },
        },
        {
          ref: db.doc(`orgs/${orgId}/audit/${version.fileId}`),
          data: {
            action: previous ? "update" : "create",
            resource: "documents",
            resourceId: document.id,
            label: document.title,
            changes: fields
              .filter((field) => before?.[field] !== after[field])
              .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] })),
            actor: demoUploaderActor,
            at: Timestamp.fromDate(version.uploadedAt),
          },
        },
      ];
    }),
  ]);
}
