// What the emulator build's faults (faults.ts) keep in the database: a fault that must outlive its request.
import type { Firestore } from "firebase-admin/firestore";

export function createFaultsRepository(firestore: Firestore) {
  /** Import jobs to stop, by id: the job outlives the request that asked. */
  const importStop = (jobId: string) => firestore.collection("faults").doc(`stop-import-${jobId}`);
  return {
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
