import type { UserEvent } from "@testing-library/user-event";

/**
 * Puts text in a form field as a user may: click it, paste. Typing key by key re-renders the form once per
 * character, which in jsdom on the 2-core CI machine costs seconds a field and pushed tests past their timeout.
 * Tests whose subject is the keystrokes themselves (search as you type) still type.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
