import { Carousel } from "@/components/carousel";
import { NEWS_ITEMS, type NewsItem } from "@/features/home/data/news-items";

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="grid items-center gap-6 sm:grid-cols-2">
      <div className="py-4">
        {/* Static items with no page of their own: the title is a heading, not a link that leads nowhere. */}
        <h3 className="mb-4 text-lg font-medium">{item.title}</h3>
        <div className="mb-5 h-1 w-12 bg-primary" />
        <p className="text-sm text-gray-600">{item.description}</p>
      </div>
      <img
        src={item.image}
        alt={item.imageAlt}
        loading="lazy"
        width={800}
        height={450}
        className="h-auto w-full rounded-md object-cover"
      />
    </article>
  );
}

export function News() {
  return (
    <section aria-labelledby="news-heading" className="py-16">
      <h2 id="news-heading" className="mb-6 text-3xl font-semibold">
        News
      </h2>
      <Carousel
        label="News"
        maxPerView={2}
        items={NEWS_ITEMS}
        itemKey={(item) => String(item.id)}
        renderItem={(item) => <NewsCard item={item} />}
      />
    </section>
  );
}
