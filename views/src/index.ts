// The store's presentational components shared by the app (web/) and the function's rendered pages: props in,
// markup out. Nothing here fetches, routes or signs in, so the function can draw them with react-dom/server.
export { AddToCartButton } from "./add-to-cart-button";
export { AUTHOR_PAGE_SIZE, AuthorSection } from "./author-heading";
export { BookCard } from "./book-card";
export { BookCover, coverImageUrl } from "./book-cover";
export { BookDetailsView } from "./book-details-view";
export { BookGridView } from "./book-grid-view";
export { bookCount, formatDate, truncate } from "./format";
export { CartIcon, Icon, type IconProps } from "./icons";
export { authorPath, PlainLink, type StoreLink } from "./link";
export { LoadMoreButton } from "./load-more-button";
export { NotFoundView } from "./not-found-view";
export { PublicationDetails } from "./publication-details";
export { ratingLabel, StarRating, Stars } from "./star-rating";
