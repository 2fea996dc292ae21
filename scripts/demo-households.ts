/**
 * Where the demo community lives and who lives there: the streets and buildings around the park,
 * how many people each home holds, their names, addresses and phone numbers.
 */
import type { PropertyType, ResidentRelationship } from "@hoa/validation";
import type { DemoProperty, DemoResident } from "./demo-community.js";
import type { Random } from "./seeded-random.js";

/** Names that show accent-insensitive search ("zoe" finds "Zoë Müller"): always present. */
export const FEATURED_NAMES = ["Zoë Müller", "José Álvarez", "Anaïs Dubois"] as const;
export const BOARD_SEATS = { min: 5, max: 7 };
export const MAX_RESIDENTS_PER_PROPERTY = 4;

// prettier-ignore
const FIRST_NAMES = [
  "Olivia", "Liam", "Emma", "Noah", "Ava", "Mateo", "Sofia", "Ethan", "Mia", "Lucas", "Isabella",
  "Elijah", "Amara", "Kenji", "Yuki", "Wei", "Mei", "Arjun", "Priya", "Ananya", "Rohan", "Fatima",
  "Omar", "Layla", "Yusuf", "Chinedu", "Ngozi", "Kwame", "Adaeze", "Hana", "Min-jun", "Ji-woo",
  "Linh", "Minh", "Tomasz", "Agnieszka", "Lukas", "Hannah", "Felix", "Greta", "Björn", "Astrid",
  "Søren", "Ingrid", "Zoë", "José", "Anaïs", "Chloé", "Renée", "Léa", "Inés", "Héctor", "Ramón",
  "Mónica", "François", "Noémie", "Joaquín", "Siobhán", "Seán", "Aoife", "Declan", "Grace",
  "Henry", "Charlotte", "James", "Amelia", "Benjamin", "Harper", "Daniel", "Evelyn", "Samuel",
  "Abigail", "David", "Emily", "Michael", "Ella", "Gabriel", "Nora", "Marcus", "Tanya", "Dmitri",
  "Irina", "Nadia", "Kofi", "Zainab", "Ravi", "Deepa", "Carlos", "Lucía", "Diego", "Valentina",
  "Andrés", "Camila", "Tariq", "Noor", "Elif", "Emre", "Maya", "Leilani", "Kai", "Malia", "Ana",
  "João", "Thiago", "Beatriz", "Ruth", "Walter", "Margaret", "George", "Dorothy", "Frank", "Jean",
];

// prettier-ignore
export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson",
  "Taylor", "Thomas", "Moore", "Martin", "Jackson", "Thompson", "White", "Harris", "Clark",
  "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Hill", "Green",
  "Adams", "Baker", "Nelson", "Carter", "Mitchell", "Roberts", "Turner", "Campbell", "Parker",
  "Evans", "Collins", "Murphy", "O'Connor", "O'Brien", "García", "Rodríguez", "Martínez",
  "Hernández", "López", "González", "Pérez", "Sánchez", "Ramírez", "Núñez", "Jiménez", "Álvarez",
  "Gómez", "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Dubois", "Lefèvre",
  "Moreau", "Fournier", "Rossi", "Russo", "Esposito", "Nguyen", "Tran", "Pham", "Kim", "Lee",
  "Park", "Choi", "Chen", "Wang", "Li", "Zhang", "Liu", "Tanaka", "Sato", "Suzuki", "Patel",
  "Sharma", "Singh", "Kumar", "Gupta", "Reddy", "Iyer", "Okafor", "Adeyemi", "Mensah", "Boateng",
  "Haddad", "Khalil", "Rahman", "Hussain", "Kowalski", "Nowak", "Wiśniewski", "Novák", "Horváth",
  "Sørensen", "Lindqvist", "Johansson", "Andersen", "Ivanova", "Petrov", "Cohen", "Levi", "Silva",
  "Santos", "Oliveira", "Costa", "Kealoha", "Fifita", "Yılmaz", "Öztürk", "Demir",
];

const EMAIL_DOMAINS = ["example.com", "example.org", "example.net"];
const AREA_CODES = ["503", "971"];

/** Buildings of condos or apartments, then the streets of townhouses and of houses. */
const BUILDINGS: [number, string][] = [
  [300, "Maple Grove Lane"],
  [25, "Cedar Way"],
  [1, "Park View Terrace"],
  [410, "Aspen Boulevard"],
];
const TOWNHOUSE_STREETS = ["Birch Court", "Willow Row", "Hawthorn Court", "Linden Row"];
const HOUSE_STREETS = [
  "Maple Grove Lane",
  "Cedar Way",
  "Oak Hollow Drive",
  "Aspen Circle",
  "Elm Street",
  "Juniper Lane",
  "Sycamore Drive",
  "Magnolia Avenue",
  "Chestnut Street",
  "Park View Terrace",
];
const CAPACITY: Record<PropertyType, number> = {
  Condo: 3,
  Apartment: 3,
  Townhouse: 4,
  "Single-family home": 4,
};
const HOUSEHOLD_WEIGHT: Record<PropertyType, number> = {
  Condo: 1,
  Apartment: 1,
  Townhouse: 2,
  "Single-family home": 3,
};
const OWNER_OCCUPIED: Record<PropertyType, number> = {
  Condo: 0.65,
  Apartment: 0.2,
  Townhouse: 0.75,
  "Single-family home": 0.85,
};

/** Letters and digits only, in ASCII: "Wiśniewski" -> "wisniewski", "Sørensen" -> "sorensen". */
function asciiWord(text: string): string {
  const unfolded: Record<string, string> = {
    ø: "o",
    æ: "ae",
    œ: "oe",
    ß: "ss",
    ł: "l",
    đ: "d",
    ı: "i",
  };
  return text
    .toLowerCase()
    .replace(/[øæœßłđı]/gu, (character) => unfolded[character] ?? "")
    .normalize("NFKD")
    .replace(/[^a-z0-9]/gu, "");
}

/** Hands out house numbers along each street, with gaps, never the same one twice. */
class HouseNumbers {
  private readonly next = new Map<string, number>();
  private readonly taken = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly firstNumber: number,
  ) {}

  reserve(address: string): void {
    this.taken.add(address);
  }

  allocate(street: string, step: () => number): number {
    let number = this.next.get(street) ?? this.firstNumber + this.random.int(1, 12);
    while (this.taken.has(`${number} ${street}`)) number += step();
    this.taken.add(`${number} ${street}`);
    this.next.set(street, number + step());
    return number;
  }
}

export type PlannedProperty = Omit<
  DemoProperty,
  "id" | "status" | "residentCount" | "createdAt" | "updatedAt"
>;

/** Buildings of flats, rows of townhouses, then houses; numbers start after `firstNumber`. */
export function layOutProperties(
  random: Random,
  count: number,
  firstNumber: number,
): PlannedProperty[] {
  const numbers = new HouseNumbers(random, firstNumber);
  const planned: PlannedProperty[] = [];
  let inBuildings = Math.round(count * 0.28);
  const townhouses = Math.round(count * 0.2);
  for (let building = 0; inBuildings > 0; building += 1) {
    const type: PropertyType = building % 2 === 0 ? "Condo" : "Apartment";
    const [number, street] = BUILDINGS[building] ?? [
      500 + 20 * building,
      HOUSE_STREETS[building % HOUSE_STREETS.length] ?? "Maple Grove Lane",
    ];
    const address = `${firstNumber + number} ${street}`;
    numbers.reserve(address);
    const floors = random.int(3, 5);
    const perFloor = random.int(4, 6);
    const units = Math.min(inBuildings, floors * perFloor);
    for (let index = 0; index < units; index += 1) {
      const floor = Math.floor(index / perFloor) + 1;
      const letter = String.fromCharCode(65 + (index % perFloor));
      planned.push({ address, unit: `${floor}${letter}`, type });
    }
    inBuildings -= units;
  }
  const perCourt = 12;
  for (let index = 0; index < townhouses; index += 1) {
    const street =
      TOWNHOUSE_STREETS[Math.floor(index / perCourt) % TOWNHOUSE_STREETS.length] ?? "Birch Court";
    const number = numbers.allocate(street, () => 2);
    planned.push({ address: `${number} ${street}`, unit: String(number), type: "Townhouse" });
  }
  const houses = count - planned.length;
  for (let index = 0; index < houses; index += 1) {
    const street = random.pick(HOUSE_STREETS);
    const number = numbers.allocate(street, () => random.pick([2, 2, 4, 4, 6, 8]));
    planned.push({
      address: `${number} ${street}`,
      unit: String(number),
      type: "Single-family home",
    });
  }
  return planned;
}

/** How many people live in each property (0 for the vacant ones), adding up to `residents`. */
export function householdSizes(
  random: Random,
  planned: readonly PlannedProperty[],
  residents: number,
): number[] {
  const count = planned.length;
  if (residents > count * MAX_RESIDENTS_PER_PROPERTY) {
    throw new Error(`${residents} residents do not fit in ${count} properties`);
  }
  const vacant = Math.round(count * 0.1);
  const occupied = Math.min(
    residents,
    Math.max(Math.ceil(residents / MAX_RESIDENTS_PER_PROPERTY), count - vacant),
  );
  const typeOf = (index: number) => (planned[index] as PlannedProperty).type;
  const occupiedIndexes = random.shuffled(planned.map((_, index) => index)).slice(0, occupied);
  // Flats hold three people at most, unless the community is too crowded for that.
  const roomy =
    occupiedIndexes.reduce((sum, index) => sum + CAPACITY[typeOf(index)], 0) >= residents;
  const capacity = (index: number) =>
    roomy ? CAPACITY[typeOf(index)] : MAX_RESIDENTS_PER_PROPERTY;
  const sizes = planned.map(() => 0);
  for (const index of occupiedIndexes) sizes[index] = 1;
  const pool = occupiedIndexes.flatMap((index) =>
    Array.from({ length: HOUSEHOLD_WEIGHT[typeOf(index)] }, () => index),
  );
  for (let left = residents - occupied; left > 0;) {
    const slot = Math.floor(random.next() * pool.length);
    const index = pool[slot] as number;
    if ((sizes[index] ?? 0) >= capacity(index)) {
      pool[slot] = pool[pool.length - 1] as number;
      pool.pop();
      continue;
    }
    sizes[index] = (sizes[index] ?? 0) + 1;
    left -= 1;
  }
  return sizes;
}

export type Person = Omit<
  DemoResident,
  "id" | "email" | "createdAt" | "updatedAt" | "accountUid"
> & {
  first: string;
  last: string;
};

/** Names, e-mail addresses and phone numbers, each address used once. */
export class People {
  private readonly names = new Set<string>(FEATURED_NAMES);
  private readonly emails = new Set<string>();

  constructor(
    private readonly random: Random,
    /** Tags every address (`+bulk`) so that a second generation never reuses one. */
    private readonly emailTag: string,
  ) {}

  /** A first name that, with `last`, names nobody else yet (when the pools allow it). */
  firstName(last: string): string {
    let first = this.random.pick(FIRST_NAMES);
    for (let attempt = 0; attempt < 8 && this.names.has(`${first} ${last}`); attempt += 1) {
      first = this.random.pick(FIRST_NAMES);
    }
    this.names.add(`${first} ${last}`);
    return first;
  }

  phone(): string {
    return `+1${this.random.pick(AREA_CODES)}555${String(this.random.int(100, 199)).padStart(4, "0")}`;
  }

  email(first: string, last: string): string {
    const given = asciiWord(first);
    const family = asciiWord(last);
    const shapes = [
      `${given}.${family}`,
      `${given}.${family}`,
      `${given}.${family}`,
      `${given}${family}`,
      `${given.slice(0, 1)}${family}`,
      `${given}.${family}${this.random.int(10, 99)}`,
    ];
    const local = this.random.pick(shapes);
    const domain = this.random.pick(EMAIL_DOMAINS);
    const tag = this.emailTag ? `+${this.emailTag}` : "";
    let email = `${local}${tag}@${domain}`;
    for (let n = 2; this.emails.has(email); n += 1) email = `${local}${n}${tag}@${domain}`;
    this.emails.add(email);
    return email;
  }
}

export function generatePeople(
  random: Random,
  people: People,
  properties: readonly (PlannedProperty & { id: string })[],
  sizes: readonly number[],
): Person[] {
  const households = properties.flatMap((_property, index) =>
    (sizes[index] ?? 0) > 0 ? [index] : [],
  );
  const featured = new Map(
    random
      .shuffled(households)
      .slice(0, FEATURED_NAMES.length)
      .map((index, n) => [index, (FEATURED_NAMES[n] as string).split(" ") as [string, string]]),
  );
  const residents: Person[] = [];
  properties.forEach((property, index) => {
    const size = sizes[index] ?? 0;
    if (size === 0) return;
    const ownerOccupied = random.chance(OWNER_OCCUPIED[property.type]);
    const featuredName = featured.get(index);
    const family = featuredName?.[1] ?? random.pick(LAST_NAMES);
    const homePhone = people.phone();
    for (let k = 0; k < size; k += 1) {
      let relationship: ResidentRelationship;
      let last = family;
      if (k === 0) {
        relationship = ownerOccupied ? "Owner" : "Tenant";
      } else if (ownerOccupied) {
        relationship = k === 1 && random.chance(0.7) ? "Owner" : "Other";
        if (random.chance(relationship === "Owner" ? 0.25 : 0.1)) last = random.pick(LAST_NAMES);
      } else {
        relationship = random.chance(0.5) ? "Tenant" : "Other";
        if (relationship === "Tenant" && random.chance(0.7)) last = random.pick(LAST_NAMES);
      }
      const first = k === 0 && featuredName ? featuredName[0] : people.firstName(last);
      residents.push({
        first,
        last,
        name: `${first} ${last}`,
        phone: k === 0 || random.chance(0.25) ? homePhone : people.phone(),
        propertyId: property.id,
        address: property.address,
        unit: property.unit,
        relationship,
        boardMember: false,
        status: random.chance(0.05) ? "Pending" : "Active",
        privacy: { hideEmail: random.chance(0.05), hidePhone: random.chance(0.06) },
        emailOptOut: false,
        reminderOptOut: false,
      });
    }
  });
  const seats = random.int(BOARD_SEATS.min, BOARD_SEATS.max);
  const candidates = residents.filter((resident) => resident.relationship === "Owner");
  for (const resident of random.shuffled(candidates).slice(0, seats)) {
    resident.boardMember = true;
    resident.status = "Active";
  }
  return residents;
}
