/** The admin area's text inputs, selects and text areas (inside a FormField). */
export const inputClassName =
  "w-full rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-200 aria-[invalid=true]:border-danger";
