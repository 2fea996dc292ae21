/** The placeholder page's four cards, each reading "Hello" (spec §2). */
export const setupCards = [
  { id: "card-1", text: "Hello" },
  { id: "card-2", text: "Hello" },
  { id: "card-3", text: "Hello" },
  { id: "card-4", text: "Hello" },
] as const;
