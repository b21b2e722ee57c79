import { ACTIVITY_PAGE, type ActivityEntry, type ActivityPage, type ActivityQuery } from "@bookstore/schema";
import { FieldPath, type Firestore, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { ACTIVITY, type ActivityDocument } from "../lib/activity-log";
import { readPage } from "../lib/cursor-page.repository";
import type { OrderKey } from "../lib/cursor";

const NEWEST_FIRST: readonly OrderKey[] = [{ field: "at", direction: "desc", kind: "time" }];

function toEntry(doc: QueryDocumentSnapshot): ActivityEntry {
  const data = doc.data() as ActivityDocument;
  return {
    id: doc.id,
    at: data.at.toDate().toISOString(),
    actor: data.actor,
    action: data.action,
    target: data.target,
    changes: data.changes as ActivityEntry["changes"],
  };
}

/** The activity log, read only: nothing here edits or deletes an entry. */
export function createActivityRepository(firestore: Firestore) {
  const newestFirst = (query: Query) => query.orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc");

  return {
    /** One page, newest first; the filters combine (each has its index with `at`, and Firestore merges them). */
    async listActivity({ actor, target, action, cursor, limit }: ActivityQuery): Promise<ActivityPage> {
      let query: Query = firestore.collection(ACTIVITY);
      if (actor) query = query.where("actorId", "==", actor);
      if (action) query = query.where("action", "==", action);
      if (target)
        query = target.includes(":") ? query.where("targetKey", "==", target) : query.where("targetType", "==", target);
      const page = await readPage(newestFirst(query), NEWEST_FIRST, {
        cursor,
        limit: limit ?? ACTIVITY_PAGE.defaultLimit,
      });
      return { entries: page.docs.map(toEntry), nextCursor: page.nextCursor };
    },

    /** The newest entry about one target (`book:<id>`), or null. */
    async lastChange(targetKey: string): Promise<ActivityEntry | null> {
      const snapshot = await newestFirst(firestore.collection(ACTIVITY).where("targetKey", "==", targetKey))
        .limit(1)
        .get();
      return snapshot.docs[0] ? toEntry(snapshot.docs[0]) : null;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
