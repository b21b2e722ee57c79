import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore as adminFirestore } from "firebase-admin/firestore";
import { PROJECT_ID } from "./emulators";

/** Direct Admin SDK access to the Firestore emulator, for assertions about what is stored. */
export function getFirestore() {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return adminFirestore(app);
}
