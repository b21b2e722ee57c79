import type { ActivityAction, ActivityTargetType, StaffUser } from "@bookstore/schema";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { Writes } from "./firestore";

// The activity log's port: every admin write queues its entry into the same transaction or batch as the change
// it records, so the log holds an entry for every change that committed and none for one that did not
// (docs/decisions/020-staff-roles-and-activity.md).

export const ACTIVITY = "activity";

/** Who made a change: the signed-in member, as the guard read them for this request. */
export type Actor = StaffUser;

export type Changes = Record<string, { before: unknown; after: unknown }>;

export interface ActivityRecord {
  actor: Actor;
  action: ActivityAction;
  target: { type: ActivityTargetType; id: string; label: string };
  changes?: Changes;
}

/** The stored entry: the record, plus the fields its filters query by. */
export interface ActivityDocument extends Required<ActivityRecord> {
  at: Timestamp;
  actorId: string;
  targetType: ActivityTargetType;
  /** `<type>:<id>`, the `target` filter's value. */
  targetKey: string;
}

/** Firestore keeps no `undefined`: a value that was not there is stored (and answered) as null. */
const stored = (value: unknown): unknown => (value === undefined ? null : value);

/**
 * Queues `record` in `writes` under a new id. Timed in milliseconds, as page cursors carry them: a server
 * timestamp's microseconds would make a cursor skip entries written within the same millisecond.
 */
export function recordActivity(writes: Writes, firestore: Firestore, record: ActivityRecord): void {
  const changes = Object.fromEntries(
    Object.entries(record.changes ?? {}).map(([field, { before, after }]) => [
      field,
      { before: stored(before), after: stored(after) },
    ]),
  );
  writes.create(firestore.collection(ACTIVITY).doc(), {
    at: Timestamp.now(),
    actor: { id: record.actor.id, username: record.actor.username, role: record.actor.role },
    actorId: record.actor.id,
    action: record.action,
    target: record.target,
    targetType: record.target.type,
    targetKey: `${record.target.type}:${record.target.id}`,
    changes,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(stored(a)) === JSON.stringify(stored(b));

/** The fields of `after` whose values differ from `before`'s, each with both values. */
export function changesBetween(before: object, after: object, fields: readonly string[] = Object.keys(after)): Changes {
  const [was, is] = [before as Record<string, unknown>, after as Record<string, unknown>];
  return Object.fromEntries(
    fields.filter((field) => !same(was[field], is[field])).map((f) => [f, { before: was[f], after: is[f] }]),
  );
}
