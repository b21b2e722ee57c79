// Zod-free (`@bookstore/schema/rendered-page`): read by the app's entry on every page, so kept apart from the
// book page's metadata, which only the book page needs.

/**
 * How a page the function rendered marks what the app takes over before its first render: the data block's id,
 * and the page's own head tags, which stand in place of the store's default tags.
 */
export const RENDERED_PAGE = {
  dataId: "page-data",
  tagAttribute: "data-page-tag",
  /** Marks the page's own content inside the app's root, which the app's first render replaces. */
  contentAttribute: "data-page-content",
} as const;
