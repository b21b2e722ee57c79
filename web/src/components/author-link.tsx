import { authorPath, type StoreLink } from "@bookstore/views/link";
import { Link } from "react-router-dom";

export { authorPath };

/** The router's link, for the shared views (@bookstore/views) drawn inside the app: it takes their props as is. */
export const RouterLink: StoreLink = Link;
