import type { DeliveryZone, DeliveryZoneInput } from "@bookstore/schema";
import { deliveryZoneInputSchema } from "@bookstore/schema";
import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { changesBetween, recordActivity, type Actor } from "../lib/activity-log";
import { DELIVERY_COUNTRIES, DELIVERY_ZONES, toZone, toZoneMethods, type ZoneDocument } from "./money-documents";

/** `deliveryCountries/<code>`: the one zone a country is delivered in. */
export interface CountryClaim {
  zoneId: string;
}

export type ZoneWriteResult =
  { kind: "saved"; zone: DeliveryZone } | { kind: "not-found" } | { kind: "taken"; country: string; zoneName: string };

/**
 * Delivery zones, each country claimed by one zone through a document of its own: the claims are read and written
 * in the zone's transaction, so two writes racing for a country cannot both have it.
 */
export function createDeliveryZonesRepository(firestore: Firestore) {
  const zones = () => firestore.collection(DELIVERY_ZONES);
  const claimRef = (country: string) => firestore.collection(DELIVERY_COUNTRIES).doc(country);

  async function listZones(): Promise<DeliveryZone[]> {
    const snapshot = await zones().orderBy("createdAt").get();
    return snapshot.docs.map((doc) => toZone(doc.id, doc.data() as ZoneDocument));
  }

  /** The first of `countries` another zone holds, with that zone's name. */
  async function takenBy(tx: Transaction, zoneId: string, countries: readonly string[]) {
    const claims = countries.length ? await tx.getAll(...countries.map(claimRef)) : [];
    const taken = claims.find((claim) => claim.exists && (claim.data() as CountryClaim).zoneId !== zoneId);
    if (!taken) return undefined;
    const other = await tx.get(zones().doc((taken.data() as CountryClaim).zoneId));
    return {
      kind: "taken" as const,
      country: taken.id,
      zoneName: (other.data() as ZoneDocument | undefined)?.name ?? "",
    };
  }

  const documentOf = (input: DeliveryZoneInput, createdAt: Timestamp, updatedAt: Timestamp): ZoneDocument => {
    const zone = deliveryZoneInputSchema.parse(input);
    return { ...zone, methods: toZoneMethods(zone.methods), createdAt, updatedAt };
  };

  async function createZone(actor: Actor | undefined, input: DeliveryZoneInput, id?: string): Promise<ZoneWriteResult> {
    const ref = id ? zones().doc(id) : zones().doc();
    return firestore.runTransaction(async (tx) => {
      const now = Timestamp.now();
      const zone = documentOf(input, now, now);
      const taken = await takenBy(tx, ref.id, zone.countries);
      if (taken) return taken;
      tx.create(ref, zone);
      for (const country of zone.countries) tx.set(claimRef(country), { zoneId: ref.id } satisfies CountryClaim);
      if (actor) {
        recordActivity(tx, firestore, {
          actor,
          action: "zone.create",
          target: { type: "zone", id: ref.id, label: zone.name },
          changes: changesBetween({}, zone, ["name", "countries", "taxRate", "methods"]),
        });
      }
      return { kind: "saved", zone: toZone(ref.id, zone) };
    });
  }

  async function updateZone(actor: Actor, id: string, input: DeliveryZoneInput): Promise<ZoneWriteResult> {
    const ref = zones().doc(id);
    return firestore.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return { kind: "not-found" };
      const before = snapshot.data() as ZoneDocument;
      const zone = documentOf(input, before.createdAt, Timestamp.now());
      const taken = await takenBy(tx, id, zone.countries);
      if (taken) return taken;
      tx.set(ref, zone);
      for (const country of before.countries.filter((c) => !zone.countries.includes(c))) tx.delete(claimRef(country));
      for (const country of zone.countries) tx.set(claimRef(country), { zoneId: id } satisfies CountryClaim);
      const changes = changesBetween(before, zone, ["name", "countries", "taxRate", "methods"]);
      if (Object.keys(changes).length) {
        recordActivity(tx, firestore, {
          actor,
          action: "zone.change",
          target: { type: "zone", id, label: zone.name },
          changes,
        });
      }
      return { kind: "saved", zone: toZone(id, zone) };
    });
  }

  async function deleteZone(actor: Actor, id: string): Promise<{ kind: "deleted" } | { kind: "not-found" }> {
    const ref = zones().doc(id);
    return firestore.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return { kind: "not-found" };
      const before = snapshot.data() as ZoneDocument;
      const claims = before.countries.length ? await tx.getAll(...before.countries.map(claimRef)) : [];
      for (const claim of claims) {
        if (claim.exists && (claim.data() as CountryClaim).zoneId === id) tx.delete(claim.ref);
      }
      tx.delete(ref);
      recordActivity(tx, firestore, {
        actor,
        action: "zone.delete",
        target: { type: "zone", id, label: before.name },
        changes: changesBetween(before, {}, ["name", "countries", "taxRate", "methods"]),
      });
      return { kind: "deleted" };
    });
  }

  /** Whether the shop has any zone yet (the seed leaves a shop's own zones alone). */
  const hasZones = async () => !(await zones().limit(1).get()).empty;

  return { listZones, createZone, updateZone, deleteZone, hasZones };
}
export type DeliveryZonesRepository = ReturnType<typeof createDeliveryZonesRepository>;
