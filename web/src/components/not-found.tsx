import { NotFoundView } from "@bookstore/views";
import { useLocation } from "react-router-dom";
import { RouterLink } from "@/components/author-link";

/** 'Page not found', as the function's own first HTML draws it for an address it does not know. */
export function NotFound() {
  const { pathname } = useLocation();
  return <NotFoundView path={pathname} Link={RouterLink} />;
}
