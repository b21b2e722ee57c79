// Drawn by the app and the function alike: the one copy lives in @bookstore/views.
export { AddToCartButton } from "@bookstore/views/add-to-cart-button";
