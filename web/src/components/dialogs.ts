import type { SweetAlertIcon, SweetAlertResult } from "sweetalert2";

// sweetalert2 (with its injected CSS) loads on the first dialog, never with the page: it is not needed to show
// the home page and would eat into its first-load JavaScript budget.
// One promise for every caller, so dialogs open in the order they were asked for even while the chunk is still
// on its way: separate import() calls may settle in another order (Vite's preloader lets a later call skip the
// wait for the chunk's preload), and a toast fired last would replace the warning asked for after it.
let swal: Promise<typeof import("sweetalert2").default> | undefined;

// Dialogs wear the store's own look (index.css): its buttons, not SweetAlert2's, and its corners, title, text and
// icon colours. A dialog that sets its own customClass replaces the whole object, so it spreads this one.
const DIALOG_CLASSES = {
  popup: "dialog-popup",
  title: "dialog-title",
  htmlContainer: "dialog-text",
  icon: "dialog-icon",
  confirmButton: "btn btn-action",
  cancelButton: "btn btn-quiet",
  denyButton: "btn btn-danger",
  actions: "gap-3",
} as const;

function loadSwal() {
  swal ??= import("sweetalert2").then(
    (module) => module.default.mixin({ buttonsStyling: false, customClass: DIALOG_CLASSES }),
    (error: unknown) => {
      swal = undefined; // a failed download is tried again by the next dialog
      throw error;
    },
  );
  return swal;
}

/**
 * A short, self-closing notice in the corner (product §9: top-end, no confirm button, 1500 ms). A real toast: no
 * backdrop and no focus taken, so the shopper can go on adding books while it shows.
 */
export async function showToast(title: string, icon: SweetAlertIcon = "success"): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ toast: true, title, icon, position: "top-end", showConfirmButton: false, timer: 1500 });
}

export async function showDialog(options: {
  title: string;
  text: string;
  /** A line under the text, such as the number of the order just placed (plain text: never a shopper's words). */
  footer?: string;
  icon?: SweetAlertIcon;
  confirmButtonText?: string;
  showCancelButton?: boolean;
  cancelButtonText?: string;
  /** false when what had focus is gone once the dialog closes: the caller moves focus itself. */
  returnFocus?: boolean;
}): Promise<SweetAlertResult> {
  const Swal = await loadSwal();
  return Swal.fire({ icon: "success", ...options });
}

/**
 * Asks before something that cannot be undone; true only when the user confirms. `text` names what will be
 * lost, and the cancel button keeps everything as it is.
 */
export async function confirmDialog({
  tone = "danger",
  ...options
}: {
  title: string;
  text: string;
  confirmButtonText: string;
  /** A move that loses nothing (shipping an order) confirms with the action colour, not the danger one. */
  tone?: "danger" | "action";
}) {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: "warning",
    showCancelButton: true,
    cancelButtonText: "Keep it",
    customClass: { ...DIALOG_CLASSES, confirmButton: `btn btn-${tone}` },
    ...options,
  });
  return result.isConfirmed;
}
