// Drawn by the app and the function alike: the one copy lives in @bookstore/views.
export { BookCover, coverImageUrl } from "@bookstore/views/book-cover";
