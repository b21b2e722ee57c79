/** product §2: five fixed News items; the artwork is the project's own (web/public/news). */
export interface NewsItem {
  id: number;
  title: string;
  description: string;
  image: string;
  /** What the picture shows, for shoppers who cannot see it. */
  imageAlt: string;
}

export const NEWS_ITEMS: readonly NewsItem[] = [
  {
    id: 1,
    title: "Spring Book Fair Opens Its Doors",
    description:
      "More than two hundred publishers fill the market square this weekend, with signed first editions, children's readings and a second-hand corner for rare finds.",
    image: "/news/news-1.svg",
    imageAlt: "Stalls and bunting at a book fair",
  },
  {
    id: 2,
    title: "In Conversation With This Month's Featured Author",
    description:
      "We sat down with the writer behind our best-selling mystery to talk about research trips, rewriting the ending four times, and the book that started it all.",
    image: "/news/news-2.svg",
    imageAlt: "An author interview",
  },
  {
    id: 3,
    title: "Reading Festival Announces Its Full Programme",
    description:
      "Three days of talks, workshops and late-night readings, from debut novelists to award winners. Tickets for the opening night are already going fast.",
    image: "/news/news-3.svg",
    imageAlt: "A crowd at an outdoor reading festival",
  },
  {
    id: 4,
    title: "Our New Store Is Open",
    description:
      "Our second shop opens downtown with a reading café, a quiet room for browsing and shelves chosen by the booksellers who run it.",
    image: "/news/news-4.svg",
    imageAlt: "The front of a newly opened book store",
  },
  {
    id: 5,
    title: "Literary Award Shortlist Revealed",
    description:
      "Six novels are in the running for this year's prize. All of them are in stock, and the winner is announced live on the first of next month.",
    image: "/news/news-5.svg",
    imageAlt: "A literary award trophy",
  },
];
