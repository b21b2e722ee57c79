/** Refuses to run against anything but the local emulators of a demo- project. */
export default function setup() {
  const project = process.env.GCLOUD_PROJECT ?? "";
  if (
    !project.startsWith("demo-") ||
    !process.env.FIRESTORE_EMULATOR_HOST ||
    !process.env.FIREBASE_AUTH_EMULATOR_HOST
  ) {
    throw new Error("Run these tests through `npm test` (firebase emulators:exec on a demo- project).");
  }
}
