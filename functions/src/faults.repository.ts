// What the emulator build's faults (faults.ts) keep in the database: a fault that must outlive its request.
import type { Firestore } from "firebase-admin/firestore";

export function createFaultsRepository(firestore: Firestore) {
  /** Import jobs to stop, by id: the job outlives the request that asked. */
  const importStop = (jobId: string) => firestore.collection("faults").doc(`stop-import-${jobId}`);
  return {
    /** The SMTP server a test routes mail to `to` through (`faults/mail-route-<to, URI-encoded>`), if any. */
    async mailRoute(to: string): Promise<string | undefined> {
      const route = await firestore
        .collection("faults")
        .doc(`mail-route-${encodeURIComponent(to)}`)
        .get();
      return route.get("url") as string | undefined;
    },

    async markImportStop(jobId: string): Promise<void> {
      await importStop(jobId).set({ at: Date.now() });
    },

    /** Whether the job was marked to stop; the mark is taken away. */
    async takeImportStop(jobId: string): Promise<boolean> {
      const stop = importStop(jobId);
      if (!(await stop.get()).exists) return false;
      await stop.delete();
      return true;
    },
  };
}
export type FaultsRepository = ReturnType<typeof createFaultsRepository>;
