import { Carousel } from "@/components/carousel";
import { NEWS_ITEMS, type NewsItem } from "@/features/home/data/news-items";

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="flex flex-col items-center justify-between gap-12 sm:flex-row">
      <div className="py-4">
        {/* Static items with no page of their own: the title is a heading, not a link that leads nowhere. */}
        <h3 className="mb-4 text-lg font-medium">{item.title}</h3>
        <div className="mb-5 h-1 w-12 bg-primary" />
        <p className="text-sm text-gray-600">{item.description}</p>
      </div>
      <div className="shrink-0">
        <img src={item.image} alt="" loading="lazy" width={160} height={120} className="w-full object-cover" />
      </div>
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
