// Drawn by the app and the function alike: the one copy lives in @bookstore/views.
export { ratingLabel, StarRating, Stars } from "@bookstore/views/star-rating";
