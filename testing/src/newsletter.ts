import { api } from "./api";
import { getFirestore } from "./firestore-admin";

// The newsletter's mails as the outbox holds them (the `mail` collection), and their links followed as a reader
// would: what the API and browser tests of double opt-in share.

export interface QueuedMail {
  id: string;
  to: string;
  message: { subject: string; text: string; html: string };
  headers?: Record<string, string>;
}

/** Every mail queued to `email` (case-folded, as the store sends it). */
export async function mailsTo(email: string): Promise<QueuedMail[]> {
  const found = await getFirestore().collection("mail").where("to", "==", email.toLowerCase()).get();
  return found.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<QueuedMail, "id">) }));
}

/** The newsletter link a mail's plain-text part carries to `path` (its query: the address and the token). */
export function linkIn(mail: QueuedMail, path: "/newsletter/confirm" | "/newsletter/unsubscribe") {
  const match = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.message.text);
  if (!match) throw new Error(`no ${path} link in mail ${mail.id}`);
  const url = new URL(match[0]);
  return { url, email: url.searchParams.get("email")!, token: url.searchParams.get("token")! };
}

/** The confirmation mail queued last to `email`. */
export async function confirmationMail(email: string): Promise<QueuedMail> {
  const mail = (await mailsTo(email)).filter((m) => /-confirm-\d+$/.test(m.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
  if (!mail.length) throw new Error(`no newsletter confirmation was queued for ${email}`);
  return mail.at(-1)!;
}

/** Signs `email` up and follows its confirmation mail's link: a confirmed subscription, as a reader makes one. */
export async function subscribeConfirmed(email: string): Promise<void> {
  const signUp = await api("/api/newsletter/", { method: "POST", body: { email } });
  if (signUp.status !== 202) throw new Error(`sign-up answered ${signUp.status}: ${signUp.text}`);
  const { email: address, token } = linkIn(await confirmationMail(email), "/newsletter/confirm");
  const confirmed = await api("/api/newsletter/confirm", { method: "POST", body: { email: address, token } });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}: ${confirmed.text}`);
}
