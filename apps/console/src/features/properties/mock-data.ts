export type PropertyType = "Condo" | "Apartment" | "Townhouse";
export type OccupancyStatus = "Occupied" | "Vacant";

export interface Property {
  id: string;
  address: string;
  type: PropertyType;
  status: OccupancyStatus;
  owner: string;
}

/** Sample properties of Maple Grove HOA (display only). */
export const properties: readonly Property[] = [
  {
    id: "a-101",
    address: "1200 Maple Grove Dr, Unit A-101",
    type: "Condo",
    status: "Occupied",
    owner: "Sarah Johnson",
  },
  {
    id: "a-204",
    address: "1200 Maple Grove Dr, Unit A-204",
    type: "Condo",
    status: "Vacant",
    owner: "Emily Rodriguez",
  },
  {
    id: "b-103",
    address: "1240 Maple Grove Dr, Unit B-103",
    type: "Apartment",
    status: "Occupied",
    owner: "David Thompson",
  },
  {
    id: "b-207",
    address: "1240 Maple Grove Dr, Unit B-207",
    type: "Apartment",
    status: "Occupied",
    owner: "Priya Patel",
  },
  {
    id: "c-110",
    address: "18 Birchwood Ct",
    type: "Townhouse",
    status: "Vacant",
    owner: "James O'Connor",
  },
  {
    id: "c-215",
    address: "22 Birchwood Ct",
    type: "Townhouse",
    status: "Occupied",
    owner: "Linda Nguyen",
  },
  {
    id: "d-302",
    address: "7 Cedar Ridge Ln",
    type: "Townhouse",
    status: "Occupied",
    owner: "Robert Williams",
  },
];
