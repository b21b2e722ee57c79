import type { SweetAlertIcon, SweetAlertResult } from "sweetalert2";

// sweetalert2 (with its injected CSS) loads on the first dialog, never with the page: it is not needed to show
// the home page and would eat into its first-load JavaScript budget. Later dialogs reuse the loaded module.
const loadSwal = () => import("sweetalert2").then((module) => module.default);

/**
 * A short, self-closing notice in the corner (SPEC §9: top-end, no confirm button, 1500 ms). A real toast: no
 * backdrop and no focus taken, so the shopper can go on adding books while it shows.
 */
export async function showToast(title: string, icon: SweetAlertIcon = "success"): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ toast: true, title, icon, position: "top-end", showConfirmButton: false, timer: 1500 });
}

export async function showDialog(options: {
  title: string;
  text: string;
  icon?: SweetAlertIcon;
  confirmButtonText?: string;
  showCancelButton?: boolean;
}): Promise<SweetAlertResult> {
  const Swal = await loadSwal();
  return Swal.fire({ icon: "success", ...options });
}
