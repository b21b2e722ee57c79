import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth } from "firebase/auth";
import { env } from "@/config/env";

export const firebaseApp = initializeApp(env.firebase);
export const auth = getAuth(firebaseApp);

if (env.useEmulators) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}
